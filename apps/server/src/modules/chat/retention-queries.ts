import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messages, reports, topics } from '../../db/schema';
import { jsonOf, rowsOf } from '../../db/rows';
import type { MessageRow } from './message-rows';

/** SQL of what the retention jobs remove: old messages of closed topics, idle topics. */

/**
 * Deletes up to `batchSize` messages of topics closed before the cutoff; answers them with
 * their attachments (whose files go next). A topic with an open report keeps its messages
 * until a moderator handles it: the queue shows them as the report's evidence.
 * Deleting the same rows twice is harmless, so instances may run it side by side.
 */
export async function deleteMessagesOfClosedTopics(db: Executor, cutoff: Date, batchSize: number) {
  const rows = await db.execute(sql`
    delete from ${messages} where ${messages.id} in (
      select m.id from ${messages} m
      join ${topics} t on t.id = m.topic_id
      where t.is_closed and t.closed_at < ${cutoff.toISOString()}
        and not exists (
          select 1 from ${reports} r where r.topic_id = t.id and r.status = 'open'
        )
      limit ${batchSize}
    )
    returning ${messages.id}, ${messages.attachments}
  `);
  return rowsOf<{ id: number; attachments: MessageRow['attachments'] | string }>(rows).map(
    (row) => ({
      id: row.id,
      attachments: jsonOf(row.attachments),
    }),
  );
}

/**
 * Closes up to `batchSize` open topics untouched since the cutoff: not created, joined, left
 * or switched (`updated_at`) and without a message after it. Rows another transaction holds
 * (a message being sent, a seat being taken) are skipped. Answers the closed topics.
 */
export async function closeTopicsIdleSince(
  db: Executor,
  options: { cutoff: Date; now: Date; batchSize: number },
): Promise<{ id: number; userId: number; guestId: number | null }[]> {
  const cutoff = options.cutoff.toISOString();
  const now = options.now.toISOString();
  const rows = await db.execute(sql`
    update ${topics} set is_closed = true, closed_at = ${now}, closed_reason = 'inactivity', updated_at = ${now}
    where ${topics.id} in (
      select t.id from ${topics} t
      where not t.is_closed and t.updated_at < ${cutoff}
        and not exists (
          select 1 from ${messages} m where m.topic_id = t.id and m.created_at >= ${cutoff}
        )
      limit ${options.batchSize}
      for update skip locked
    ) and ${topics.isClosed} = false
    returning ${topics.id}, ${topics.userId}, ${topics.guestId}
  `);
  return rowsOf<{ id: number; user_id: number; guest_id: number | null }>(rows).map((row) => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    guestId: row.guest_id === null ? null : Number(row.guest_id),
  }));
}
