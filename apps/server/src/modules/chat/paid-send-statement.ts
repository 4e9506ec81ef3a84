import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  interlocutorRequests,
  ledgerEntries,
  messages,
  topics,
  topicTermsAcceptances,
  users,
  type MessageAttachment,
} from '../../db/schema';
import { acceptedRequestOf } from '../interlocutors/search-queries';
import type { MessageTopic } from './present';
import type { MessageRow } from './queries';

export interface PaidSend {
  topic: MessageTopic;
  row: MessageRow;
  balanceCenti: number;
}

/** The rows of a raw `execute` (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

interface StatementRow {
  topic_id: number | null;
  user_id: number | null;
  guest_id: number | null;
  companion_name: string | null;
  guest_since_message_id: string | number | null;
  message_id: string | number | null;
  created_at: Date | string | null;
  balance_after: string | number | null;
}

/**
 * The common paid message in one statement, so one round trip: the topic share-locked and
 * checked (open, the sender holds a seat and accepted its rules), the debit of the sender's
 * points with its ledger row, and the message — all or nothing, as one statement is.
 *
 * It writes only when nothing else is due with the message: no companion reply to schedule
 * (the owner alone in an AI topic) and no matched interlocutor in the guest seat (who writes
 * for free, or earns a share). Anything else — those cases, a refused send (the caller's
 * full path answers the precise error), a balance too low — answers undefined and writes
 * nothing, and the caller runs the full transaction.
 */
export async function sendPaidMessageInOneStatement(
  db: Executor,
  options: {
    topicId: number;
    senderId: number;
    content: string;
    attachments: MessageAttachment[];
    costCenti: number;
  },
): Promise<PaidSend | undefined> {
  const { topicId, senderId, content, attachments, costCenti } = options;
  if (!Number.isSafeInteger(costCenti) || costCenti <= 0) return undefined;
  const result = await db.execute(sql`
    with topic as (
      select ${topics.id} as id, ${topics.userId} as user_id, ${topics.guestId} as guest_id,
             ${topics.companionName} as companion_name,
             ${topics.guestSinceMessageId} as guest_since_message_id
      from ${topics}
      where ${topics.id} = ${topicId}::int
        and not ${topics.isClosed}
        and (${topics.userId} = ${senderId}::int or ${topics.guestId} = ${senderId}::int)
        and exists (
          select 1 from ${topicTermsAcceptances}
          where ${topicTermsAcceptances.topicId} = ${topics.id}
            and ${topicTermsAcceptances.userId} = ${senderId}::int)
        and not (${topics.chatMode} = 'ai' and ${topics.guestId} is null)
        and not exists (
          select 1 from ${interlocutorRequests}
          where ${acceptedRequestOf(topics.id, topics.guestId)})
      for share of ${topics}
    ),
    message_id as (
      select nextval(pg_get_serial_sequence('messages', 'id')) as id from topic
    ),
    debited as (
      update ${users} set balance = ${users.balance} - ${costCenti}::bigint
      where ${users.id} = ${senderId}::int and ${users.balance} >= ${costCenti}::bigint
        and exists (select 1 from message_id)
      returning ${users.balance} as balance
    ),
    entry as (
      insert into ${ledgerEntries} (user_id, account, delta, balance_after, kind, reference)
      select ${senderId}::int, 'points', ${-costCenti}::bigint, debited.balance, 'message',
             'message:' || message_id.id
      from debited, message_id
      returning ${ledgerEntries.balanceAfter} as balance_after
    ),
    inserted as (
      insert into ${messages} (id, topic_id, sender_id, sender_kind, content, attachments, cost)
      select message_id.id, ${topicId}::int, ${senderId}::int, 'user', ${content},
             ${JSON.stringify(attachments)}::jsonb, ${costCenti}::bigint
      from message_id, debited
      returning ${messages.id} as id, ${messages.createdAt} as created_at
    )
    select topic.id as topic_id, topic.user_id, topic.guest_id, topic.companion_name,
           topic.guest_since_message_id, inserted.id as message_id, inserted.created_at,
           entry.balance_after
    from topic, inserted, entry`);
  const [row] = rowsOf<StatementRow>(result);
  if (!row || row.message_id === null || row.created_at === null || row.balance_after === null)
    return undefined;
  return {
    topic: {
      id: Number(row.topic_id),
      userId: Number(row.user_id),
      guestId: row.guest_id === null ? null : Number(row.guest_id),
      companionName: row.companion_name ?? '',
      guestSinceMessageId:
        row.guest_since_message_id === null ? null : Number(row.guest_since_message_id),
    },
    row: {
      id: Number(row.message_id),
      topicId,
      senderId,
      senderKind: 'user',
      content,
      attachments,
      cost: costCenti,
      createdAt: new Date(row.created_at),
    },
    balanceCenti: Number(row.balance_after),
  };
}
