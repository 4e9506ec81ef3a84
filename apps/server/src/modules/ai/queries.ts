import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { aiReplyJobs, type AiReplyJobRow, type SenderKind } from '../../db/schema';
import { storedMessageJson, storedRowOf, storeMessageSteps } from '../chat/store-message';
import { type MessageJson, type MessageRow } from '../chat/message-rows';
import { rowsOf } from '../../db/rows';

/** SQL of the companion's reply jobs. Every function takes the database or a transaction. */

/**
 * The statement that schedules a topic's reply, for the rows `source` gives as
 * `(topic_id, message_id, lang, due_at)`: a new job, or the pending one moved to answer the
 * new message too (new id, new due time, tries reset), or — while an instance is writing
 * the reply — the running one marked to answer once more afterwards. Returns `id`,
 * `message_id` and `is_running`. Also a step of the one-statement paid send.
 */
export function jobUpsert(source: SQL): SQL {
  const running = sql`(${aiReplyJobs.lockedUntil} is not null and ${aiReplyJobs.lockedUntil} > now())`;
  return sql`
    insert into ${aiReplyJobs} (topic_id, message_id, lang, due_at)
    ${source}
    on conflict (topic_id) do update set
      has_follow_up = ${aiReplyJobs.hasFollowUp} or ${running},
      message_id = case when ${running} then ${aiReplyJobs.messageId} else excluded.message_id end,
      lang = case when ${running} then ${aiReplyJobs.lang} else excluded.lang end,
      due_at = case when ${running} then ${aiReplyJobs.dueAt} else excluded.due_at end,
      attempts = case when ${running} then ${aiReplyJobs.attempts} else 0 end
    returning ${aiReplyJobs.id} as id, ${aiReplyJobs.messageId} as message_id, ${running} as is_running`;
}

/**
 * `delayMs` from now by the database's clock: when a reply scheduled now falls due, when a
 * claim's lease ends.
 */
export function dueAfter(delayMs: number | Placeholder): SQL {
  return sql`now() + (${delayMs}::int * interval '1 millisecond')`;
}

/** A reply's or a summary's job row whose time has come and that no live claim holds. */
export const isClaimable = sql`due_at <= now() and (locked_until is null or locked_until < now())`;

/**
 * The topic's reply after a message from its owner, in one statement (see jobUpsert). The
 * row stays locked until the transaction ends. Answers the job's id and message id, and
 * whether it was running.
 */
export async function upsertJobOfTopic(
  db: Executor,
  options: { topicId: number; lang: string; delayMs: number },
): Promise<{ id: number; messageId: number; isRunning: boolean }> {
  const result = await db.execute(
    jobUpsert(sql`values (
      ${options.topicId}::int,
      nextval(pg_get_serial_sequence('messages', 'id')),
      ${options.lang},
      ${dueAfter(options.delayMs)}
    )`),
  );
  const row = rowsOf<{ id: number; message_id: string | number; is_running: boolean }>(result)[0];
  if (!row) throw new Error('the companion reply job was not stored');
  return { id: Number(row.id), messageId: Number(row.message_id), isRunning: row.is_running };
}

export async function updateJob(
  db: Executor,
  jobId: number,
  values: Partial<typeof aiReplyJobs.$inferInsert>,
) {
  await db.update(aiReplyJobs).set(values).where(eq(aiReplyJobs.id, jobId));
}

/**
 * Claims due jobs (all due ones, or the given one when it is due) for `leaseMs`: rows
 * another instance holds are skipped, so every job runs in one place at a time.
 */
export async function claimDueJobs(
  db: Executor,
  options: { jobId?: number; limit: number; leaseMs: number; token: string },
): Promise<AiReplyJobRow[]> {
  const only = options.jobId === undefined ? sql`` : sql`and id = ${options.jobId}`;
  return db
    .update(aiReplyJobs)
    .set({
      lockedUntil: dueAfter(Math.round(options.leaseMs)),
      claimToken: options.token,
    })
    .where(
      inArray(
        aiReplyJobs.id,
        sql`(
          select id from ${aiReplyJobs}
          where ${isClaimable} ${only}
          order by due_at
          limit ${options.limit}
          for update skip locked
        )`,
      ),
    )
    .returning();
}

/** The job, locked, if this claim still holds it (a lapsed lease may have passed it on). */
export async function lockClaimedJob(db: Executor, jobId: number, token: string) {
  const [row] = await db
    .select()
    .from(aiReplyJobs)
    .where(and(eq(aiReplyJobs.id, jobId), eq(aiReplyJobs.claimToken, token)))
    .for('update');
  return row;
}

/**
 * The reply stored as the placeholder's message and its job ended, in one statement — when
 * this claim still holds the job and nobody wrote meanwhile. Answers undefined otherwise
 * (the caller then takes the locking path, which also schedules the follow-up). The job's
 * row is locked (deleted) before the reply takes its `seq` (store-message.ts).
 */
export async function storeReplyAndEndJob(
  db: Executor,
  options: {
    jobId: number;
    token: string;
    topicId: number;
    senderKind: SenderKind;
    content: string;
  },
): Promise<MessageRow | undefined> {
  const result = await db.execute(sql`
    with ended as (
      delete from ${aiReplyJobs}
      where id = ${options.jobId} and claim_token = ${options.token} and not has_follow_up
      returning message_id
    ),
    ${storeMessageSteps(
      {
        id: sql`(select message_id from ended)`,
        topicId: sql`${options.topicId}`,
        senderId: sql`null`,
        senderKind: sql`${options.senderKind}`,
        content: sql`${options.content}`,
        attachments: sql`'[]'`,
        cost: sql`0`,
        clientKey: sql`null`,
      },
      sql`exists (select 1 from ended)`,
    )}
    select ${storedMessageJson} as message
  `);
  return storedRowOf(rowsOf<{ message: MessageJson | string | null }>(result)[0]?.message ?? null);
}

export async function deleteJob(db: Executor, jobId: number) {
  await db.delete(aiReplyJobs).where(eq(aiReplyJobs.id, jobId));
}
