import { sql } from 'drizzle-orm';
import type { messages } from '../../db/schema';
import { apiTimeOfJson } from '../../db/rows';

/** A message row, and a window of them read as one JSON array of one row. */

export type MessageRow = typeof messages.$inferSelect;

/**
 * The rows of the subquery named `name` (a select of `messages` columns) as one JSON array
 * in `seq` (or id) order, `[]` when there are none: a window of messages in one column of
 * one row. `messageRowOf` reads each element.
 */
export function messagesAsJson(name: string, order: 'asc' | 'desc', column: 'seq' | 'id' = 'seq') {
  const rows = sql.identifier(name);
  return sql<
    MessageJson[]
  >`coalesce(json_agg(${rows} order by ${rows}.${sql.identifier(column)} ${sql.raw(order)}), '[]'::json)`;
}

/** A `messages` row as PostgreSQL writes it in JSON (column names, time as ISO text). */
export interface MessageJson {
  id: number;
  topic_id: number;
  sender_id: number | null;
  sender_kind: MessageRow['senderKind'];
  sender_name: string | null;
  content: string;
  attachments: MessageRow['attachments'];
  cost: number;
  listener_share: number;
  created_at: string;
  seq: number;
  client_key: string | null;
}

export function messageRowOf(json: MessageJson): MessageRow {
  return messageOf(json, new Date(json.created_at));
}

/**
 * A message of a page read from JSON, its time already as the API writes it: a page is
 * presented without a Date per message (parsing and formatting them was a tenth of a poll's
 * CPU; bench/README.md).
 */
export type PageMessageRow = Omit<MessageRow, 'createdAt'> & { createdAt: string };

export function pageMessageOf(json: MessageJson): PageMessageRow {
  return messageOf(json, apiTimeOfJson(json.created_at));
}

function messageOf<TTime extends Date | string>(
  json: MessageJson,
  createdAt: TTime,
): Omit<MessageRow, 'createdAt'> & { createdAt: TTime } {
  return {
    id: json.id,
    topicId: json.topic_id,
    senderId: json.sender_id,
    senderKind: json.sender_kind,
    senderName: json.sender_name,
    content: json.content,
    attachments: json.attachments,
    cost: json.cost,
    listenerShare: json.listener_share,
    createdAt,
    seq: Number(json.seq),
    clientKey: json.client_key,
  };
}
