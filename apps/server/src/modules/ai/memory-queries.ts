import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TopicNotes } from '../../adapters/ai';
import type { Executor } from '../../db/client';
import { interlocutorRequests, topicMemories, topics, type TopicMemoryRow } from '../../db/schema';
import {
  messageRowOf,
  messagesAsJson,
  type MessageJson,
  type MessageRow,
} from '../chat/message-rows';
import { dateOrNull, jsonOf, rowsOf } from '../../db/rows';
import { dueAfter, isClaimable } from './queries';

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

/** A claimed summary with what its run reads: the topic's owner and the messages to fold in. */
export interface ClaimedSummary {
  row: TopicMemoryRow;
  /** The topic's owner (the conversation's "user" side). */
  ownerId: number;
  /** The messages after what the summary covers up to its target, oldest first, at most `messageLimit`. */
  history: MessageRow[];
}

/** A `topic_memories` row as PostgreSQL writes it in JSON. */
interface TopicMemoryJson {
  topic_id: number;
  summary: string;
  summarized_through_seq: number | string;
  notes: TopicMemoryRow['notes'];
  summarize_through_seq: number | string | null;
  due_at: string | null;
  locked_until: string | null;
  claim_token: string | null;
  attempts: number;
  updated_at: string;
}

const memoryRowOf = (json: TopicMemoryJson): TopicMemoryRow =>
  ({
    topicId: json.topic_id,
    summary: json.summary,
    summarizedThroughSeq: Number(json.summarized_through_seq),
    notes: json.notes,
    summarizeThroughSeq:
      json.summarize_through_seq === null ? null : Number(json.summarize_through_seq),
    dueAt: dateOrNull(json.due_at),
    lockedUntil: dateOrNull(json.locked_until),
    claimToken: json.claim_token,
    attempts: json.attempts,
    updatedAt: new Date(json.updated_at),
  }) satisfies Record<keyof TopicMemoryRow, unknown>;

/**
 * Claims due summaries (all, or the topic's) for `leaseMs`: rows another instance holds are
 * skipped, so one topic's summary is written in one place at a time. The same statement
 * reads each one's owner and the messages its run folds in (after what the summary covers,
 * up to its target, oldest first): one statement where a run took three.
 */
export async function claimDueSummaries(
  db: Executor,
  options: {
    topicId?: number;
    limit: number;
    leaseMs: number;
    token: string;
    messageLimit: number;
  },
): Promise<ClaimedSummary[]> {
  const only = options.topicId === undefined ? sql`` : sql`and topic_id = ${options.topicId}`;
  const result = await db.execute(sql`
    with claimed as (
      update ${topicMemories} set
        locked_until = ${dueAfter(Math.round(options.leaseMs))},
        claim_token = ${options.token}::uuid
      where topic_id in (
        select topic_id from ${topicMemories}
        where ${isClaimable} ${only}
        order by due_at
        limit ${options.limit}
        for update skip locked
      )
      returning *
    )
    select
      row_to_json(claimed) as memory,
      topics.user_id as owner_id,
      (
        select ${messagesAsJson('part', 'asc')} from (
          select * from messages
          where messages.topic_id = claimed.topic_id
            and messages.seq > claimed.summarized_through_seq
            and messages.seq <= coalesce(claimed.summarize_through_seq, 0)
          order by messages.seq
          limit ${options.messageLimit}
        ) part
      ) as history
    from claimed
    join topics on topics.id = claimed.topic_id
  `);
  return rowsOf<{
    memory: TopicMemoryJson | string;
    owner_id: number;
    history: MessageJson[] | string;
  }>(result).map((row) => ({
    row: memoryRowOf(jsonOf(row.memory)),
    ownerId: Number(row.owner_id),
    history: jsonOf(row.history).map(messageRowOf),
  }));
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
      dueAt: options.delayMs === null ? null : dueAfter(options.delayMs),
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
