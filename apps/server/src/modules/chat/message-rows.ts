import { sql, type SQL } from 'drizzle-orm';
import type { messages } from '../../db/schema';
import { apiTimeOfJson } from '../../db/rows';

/** A message row, and a window of them read as one JSON array of one row. */

export type MessageRow = typeof messages.$inferSelect;

/**
 * A message as JSON is an array of its columns in this order, not an object: PostgreSQL
 * writes half the bytes and `JSON.parse` reads a page of 20 in half the time without the
 * keys (5.5 against 12 µs; decision 702). `messageOf` reads it in the same order.
 */
const messageJsonColumns = [
  'id',
  'topic_id',
  'sender_id',
  'sender_kind',
  'sender_name',
  'content',
  'attachments',
  'cost',
  'listener_share',
  'created_at',
  'seq',
  'client_key',
] as const;

/** A `messages` row as PostgreSQL writes `messageAsJson` (time as ISO text). */
export type MessageJson = [
  id: number,
  topicId: number,
  senderId: number | null,
  senderKind: MessageRow['senderKind'],
  senderName: string | null,
  content: string,
  attachments: MessageRow['attachments'],
  cost: number,
  listenerShare: number,
  createdAt: string,
  seq: number | string,
  clientKey: string | null,
];

/** The `messages` columns of the row (or subquery) named `name` as one `MessageJson`. */
export function messageAsJson(name: string): SQL<MessageJson> {
  const row = sql.identifier(name);
  const columns = messageJsonColumns.map((column) => sql`${row}.${sql.identifier(column)}`);
  return sql<MessageJson>`json_build_array(${sql.join(columns, sql`, `)})`;
}

/**
 * The rows of the subquery named `name` (a select of `messages` columns) as one JSON array
 * in `seq` (or id) order, `[]` when there are none: a window of messages in one column of
 * one row. `messageRowOf` reads each element.
 */
export function messagesAsJson(name: string, order: 'asc' | 'desc', column: 'seq' | 'id' = 'seq') {
  const rows = sql.identifier(name);
  return sql<
    MessageJson[]
  >`coalesce(json_agg(${messageAsJson(name)} order by ${rows}.${sql.identifier(column)} ${sql.raw(order)}), '[]'::json)`;
}

export function messageRowOf(json: MessageJson): MessageRow {
  return messageOf(json, new Date(json[9]));
}

/**
 * A message of a page read from JSON, its time already as the API writes it: a page is
 * presented without a Date per message (parsing and formatting them was a tenth of a poll's
 * CPU; bench/README.md).
 */
export type PageMessageRow = Omit<MessageRow, 'createdAt'> & { createdAt: string };

export function pageMessageOf(json: MessageJson): PageMessageRow {
  return messageOf(json, apiTimeOfJson(json[9]));
}

function messageOf<TTime extends Date | string>(
  json: MessageJson,
  createdAt: TTime,
): Omit<MessageRow, 'createdAt'> & { createdAt: TTime } {
  // The time (the hole) comes in already read, as a Date or as the API's text.
  const [
    id,
    topicId,
    senderId,
    senderKind,
    senderName,
    content,
    attachments,
    cost,
    listenerShare,
    ,
    seq,
    clientKey,
  ] = json;
  return {
    id,
    topicId,
    senderId,
    senderKind,
    senderName,
    content,
    attachments,
    cost,
    listenerShare,
    createdAt,
    seq: Number(seq),
    clientKey,
  };
}
