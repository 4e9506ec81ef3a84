import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { aiReplyJobs, messages, topics, type AiReplyJobRow } from '../../db/schema';

/** SQL of the companion's reply jobs. Every function takes the database or a transaction. */

function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

/** A fresh id from the messages' sequence: the reply's id, reserved before it exists. */
export async function reserveMessageId(db: Executor): Promise<number> {
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence('messages', 'id')) as id`,
  );
  return Number(rowsOf<{ id: string | number }>(result)[0]!.id);
}

/** The topic's pending reply, locked until the transaction ends. */
export async function lockJobOfTopic(db: Executor, topicId: number) {
  const [row] = await db
    .select()
    .from(aiReplyJobs)
    .where(eq(aiReplyJobs.topicId, topicId))
    .for('update');
  return row;
}

export async function selectJobOfTopic(db: Executor, topicId: number) {
  const [row] = await db.select().from(aiReplyJobs).where(eq(aiReplyJobs.topicId, topicId));
  return row;
}

/** Inserts the topic's job unless one exists (a concurrent send may have been faster). */
export async function insertJob(db: Executor, values: typeof aiReplyJobs.$inferInsert) {
  await db.insert(aiReplyJobs).values(values).onConflictDoNothing();
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
  const result = await db.execute(sql`
    update ${aiReplyJobs}
    set locked_until = now() + (${options.leaseMs} * interval '1 millisecond'),
        claim_token = ${options.token}
    where id in (
      select id from ${aiReplyJobs}
      where due_at <= now() and (locked_until is null or locked_until < now()) ${only}
      order by due_at
      limit ${options.limit}
      for update skip locked
    )
    returning id
  `);
  const ids = rowsOf<{ id: number }>(result).map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db.select().from(aiReplyJobs).where(inArray(aiReplyJobs.id, ids));
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

export async function deleteJob(db: Executor, jobId: number) {
  await db.delete(aiReplyJobs).where(eq(aiReplyJobs.id, jobId));
}

/** The last `limit` messages of a topic before the reply, oldest first. */
export async function selectHistory(db: Executor, topicId: number, limit: number) {
  if (limit <= 0) return [];
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.topicId, topicId))
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

/** Companion replies the owner got in all their topics since `since` (the hourly budget). */
export async function countRepliesForOwnerSince(db: Executor, ownerId: number, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(topics, eq(topics.id, messages.topicId))
    .where(
      and(eq(topics.userId, ownerId), eq(messages.senderKind, 'ai'), gt(messages.createdAt, since)),
    );
  return row?.count ?? 0;
}
