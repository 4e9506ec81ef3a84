import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { TopicNotes } from '../../adapters/ai';
import type { Executor } from '../../db/client';
import {
  interlocutorRequests,
  messages,
  topicMemories,
  topics,
  type TopicMemoryRow,
} from '../../db/schema';
import type { MessageRow } from '../chat/queries';

/** SQL of the companion's topic memory and its summary job. Every function takes the database or a transaction. */

export async function selectMemory(
  db: Executor,
  topicId: number,
): Promise<TopicMemoryRow | undefined> {
  const [row] = await db.select().from(topicMemories).where(eq(topicMemories.topicId, topicId));
  return row;
}

/**
 * Asks for the summary to cover the topic up to `throughSeq`: one row per topic, so a second
 * ask while one is due or running only moves its target. Nothing when it already covers it.
 */
export async function scheduleSummary(
  db: Executor,
  { topicId, throughSeq }: { topicId: number; throughSeq: number },
): Promise<void> {
  await db
    .insert(topicMemories)
    .values({ topicId, summarizeThroughSeq: throughSeq, dueAt: sql`now()` })
    .onConflictDoUpdate({
      target: topicMemories.topicId,
      set: {
        summarizeThroughSeq: sql`greatest(coalesce(${topicMemories.summarizeThroughSeq}, 0), excluded.summarize_through_seq)`,
        dueAt: sql`coalesce(${topicMemories.dueAt}, now())`,
      },
      setWhere: sql`${topicMemories.summarizedThroughSeq} < excluded.summarize_through_seq`,
    });
}

/**
 * Claims due summaries (all, or the topic's) for `leaseMs`: rows another instance holds are
 * skipped, so one topic's summary is written in one place at a time.
 */
export async function claimDueSummaries(
  db: Executor,
  options: { topicId?: number; limit: number; leaseMs: number; token: string },
): Promise<TopicMemoryRow[]> {
  const only = options.topicId === undefined ? sql`` : sql`and topic_id = ${options.topicId}`;
  return db
    .update(topicMemories)
    .set({
      lockedUntil: sql`now() + (${options.leaseMs} * interval '1 millisecond')`,
      claimToken: options.token,
    })
    .where(
      inArray(
        topicMemories.topicId,
        sql`(
          select topic_id from ${topicMemories}
          where due_at <= now() and (locked_until is null or locked_until < now()) ${only}
          order by due_at
          limit ${options.limit}
          for update skip locked
        )`,
      ),
    )
    .returning();
}

/** The owner's and the companion's messages after `afterSeq` up to `throughSeq`, oldest first. */
export async function selectMessagesToSummarize(
  db: Executor,
  options: { topicId: number; afterSeq: number; throughSeq: number; limit: number },
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.topicId, options.topicId),
        gt(messages.seq, options.afterSeq),
        lte(messages.seq, options.throughSeq),
      ),
    )
    .orderBy(asc(messages.seq))
    .limit(options.limit);
}

/**
 * Stores a summary covering the topic up to `coveredSeq`, only while this claim holds the
 * row; due again at once when its target lies further. Answers whether it was stored.
 */
export async function storeSummary(
  db: Executor,
  options: {
    topicId: number;
    token: string;
    summary: string;
    notes: TopicNotes;
    coveredSeq: number;
  },
): Promise<boolean> {
  const rows = await db
    .update(topicMemories)
    .set({
      summary: options.summary,
      notes: options.notes,
      summarizedThroughSeq: options.coveredSeq,
      dueAt: sql`case when ${topicMemories.summarizeThroughSeq} > ${options.coveredSeq} then now() else null end`,
      summarizeThroughSeq: sql`case when ${topicMemories.summarizeThroughSeq} > ${options.coveredSeq} then ${topicMemories.summarizeThroughSeq} else null end`,
      lockedUntil: null,
      claimToken: null,
      attempts: 0,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(topicMemories.topicId, options.topicId), eq(topicMemories.claimToken, options.token)),
    )
    .returning({ topicId: topicMemories.topicId });
  return rows.length > 0;
}

/**
 * A failed try: due again after `delayMs`, or — after the last try — not until a reply asks
 * again (the prompt does without the part meanwhile).
 */
export async function releaseFailedSummary(
  db: Executor,
  options: { topicId: number; token: string; attempts: number; delayMs: number | null },
): Promise<void> {
  await db
    .update(topicMemories)
    .set({
      attempts: options.delayMs === null ? 0 : options.attempts,
      dueAt:
        options.delayMs === null
          ? null
          : sql`now() + (${options.delayMs}::int * interval '1 millisecond')`,
      summarizeThroughSeq: options.delayMs === null ? null : topicMemories.summarizeThroughSeq,
      lockedUntil: null,
      claimToken: null,
    })
    .where(
      and(eq(topicMemories.topicId, options.topicId), eq(topicMemories.claimToken, options.token)),
    );
}

/** Hands a claimed row back untouched (shutting down). */
export async function releaseSummaryClaim(db: Executor, topicId: number, token: string) {
  await db
    .update(topicMemories)
    .set({ lockedUntil: null, claimToken: null })
    .where(and(eq(topicMemories.topicId, topicId), eq(topicMemories.claimToken, token)));
}

/**
 * "No history": the companion's memory and the hand-off summaries of topics closed before
 * `cutoff` go with their messages.
 */
export async function deleteSummariesOfClosedTopics(db: Executor, cutoff: Date): Promise<void> {
  const closedBefore = sql`(select id from ${topics} where is_closed and closed_at < ${cutoff.toISOString()})`;
  await db.delete(topicMemories).where(inArray(topicMemories.topicId, closedBefore));
  await db
    .update(interlocutorRequests)
    .set({ handoffDraft: null, handoffSummary: null })
    .where(
      and(
        inArray(interlocutorRequests.topicId, closedBefore),
        sql`(${interlocutorRequests.handoffDraft} is not null or ${interlocutorRequests.handoffSummary} is not null)`,
      ),
    );
}
