import { and, desc, eq, getTableColumns, gt, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TopicNotes } from '../../adapters/ai';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-statement';
import {
  aiReplyJobs,
  messages,
  rooms,
  topicMemories,
  topics,
  users,
  type AiReplyJobRow,
} from '../../db/schema';
import {
  messageRowOf,
  messagesAsJson,
  type MessageJson,
  type MessageRow,
} from '../chat/message-rows';
import { topicWithRoom, type TopicRow } from '../chat/topic-queries';
import { dateOrNull } from '../../db/rows';
import { dueAfter, isClaimable } from './queries';

/** SQL of what a reply starts from: its topic, memory and history, and the hourly count. */

/** The owner's other topics, in the hourly count of companion replies. */
const ownerTopics = alias(topics, 'owner_topics');

/** What the companion kept of a topic (its summary), as a reply reads it. */
export interface ReplyMemory {
  summary: string;
  notes: TopicNotes;
  /** The summary covers the topic's messages up to this `seq` (0: no summary yet). */
  summarizedThroughSeq: number;
  /** A summary asked for and not written yet is to cover the topic up to this `seq`. */
  summarizeThroughSeq: number | null;
}

/**
 * A topic's messages newest first, only those the summary does not cover (`seq > afterSeq`)
 * and older than `beforeSeq`, at most `pageSize` of them.
 */
function historyPage(db: Executor, options: { afterSeq: SQL; beforeSeq: SQL; topicId: SQL }) {
  return db
    .select(getTableColumns(messages))
    .from(messages)
    .where(
      and(
        eq(messages.topicId, options.topicId),
        gt(messages.seq, options.afterSeq),
        lt(messages.seq, options.beforeSeq),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(sql.placeholder('pageSize'));
}

/** `seq` above every message's: a page from the newest. */
const newest = sql`9223372036854775807::bigint`;

/**
 * A topic with its memory (summary), the newest `pageSize` messages the summary does not
 * cover (one JSON array, newest first) and the companion replies its owner got in all their
 * topics since `since` (the hourly budget): what a reply starts from, in one statement.
 * Lateral joins evaluate the page and the count once for the topic's one row.
 */
function replyContextParts(db: Executor) {
  const recent = historyPage(db, {
    topicId: topics.id as unknown as SQL,
    afterSeq: sql`coalesce(${topicMemories.summarizedThroughSeq}, 0)`,
    beforeSeq: newest,
  }).as('recent');
  const history = db
    .select({ messages: messagesAsJson('recent', 'desc').as('history') })
    .from(recent)
    .as('history_rows');
  const replies = db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number).as('replies_count') })
    .from(messages)
    .innerJoin(ownerTopics, eq(ownerTopics.id, messages.topicId))
    .where(
      and(
        eq(ownerTopics.userId, topics.userId),
        eq(messages.senderKind, 'ai'),
        gt(messages.createdAt, sql.placeholder('since')),
      ),
    )
    .as('replies');
  const fields = {
    topic: topicWithRoom,
    memory: {
      summary: topicMemories.summary,
      notes: topicMemories.notes,
      summarizedThroughSeq: topicMemories.summarizedThroughSeq,
      summarizeThroughSeq: topicMemories.summarizeThroughSeq,
    },
    history: history.messages,
    repliesThisHour: replies.count,
  };
  return { fields, history, replies };
}

function replyContextQuery(db: Executor) {
  const { fields, history, replies } = replyContextParts(db);
  return db
    .select(fields)
    .from(topics)
    .innerJoin(rooms, eq(rooms.id, topics.roomId))
    .innerJoin(users, eq(users.id, topics.userId))
    .leftJoin(topicMemories, eq(topicMemories.topicId, topics.id))
    .innerJoinLateral(history, sql`true`)
    .innerJoinLateral(replies, sql`true`)
    .where(eq(topics.id, sql.placeholder('topicId')));
}

/** The same, after claiming the topic's job in a CTE (see claimJobWithContext). */
function replyClaimContextQuery(db: Executor) {
  const { fields, history, replies } = replyContextParts(db);
  const claimed = db.$with('claimed', { id: aiReplyJobs.id }).as(claimJobStatement);
  return db
    .with(claimed)
    .select({
      ...fields,
      job: sql<AiReplyJobJson | null>`(select row_to_json(claimed) from claimed)`,
    })
    .from(topics)
    .innerJoin(rooms, eq(rooms.id, topics.roomId))
    .innerJoin(users, eq(users.id, topics.userId))
    .leftJoin(topicMemories, eq(topicMemories.topicId, topics.id))
    .innerJoinLateral(history, sql`true`)
    .innerJoinLateral(replies, sql`true`)
    .where(and(eq(topics.id, sql.placeholder('topicId')), sql`exists (select 1 from claimed)`));
}

/**
 * Claims the topic's job `jobId` for `leaseMs` when it is due and nobody holds it (as
 * claimDueJobs does for one job), returning the claimed row.
 */
const claimJobStatement = sql`
  update ${aiReplyJobs} set
    locked_until = ${dueAfter(sql.placeholder('leaseMs'))},
    claim_token = ${sql.placeholder('token')}::uuid
  where id in (
    select id from ${aiReplyJobs}
    where id = ${sql.placeholder('jobId')}::int and topic_id = ${sql.placeholder('topicId')}::int
      and ${isClaimable}
    for update skip locked
  )
  returning *`;

/** An `ai_reply_jobs` row as PostgreSQL writes it in JSON. */
interface AiReplyJobJson {
  id: number;
  topic_id: number;
  message_id: number | string;
  lang: string;
  due_at: string;
  locked_until: string | null;
  claim_token: string | null;
  attempts: number;
  has_follow_up: boolean;
  created_at: string;
}

const jobRowOf = (json: AiReplyJobJson): AiReplyJobRow =>
  ({
    id: json.id,
    topicId: json.topic_id,
    messageId: Number(json.message_id),
    lang: json.lang,
    dueAt: new Date(json.due_at),
    lockedUntil: dateOrNull(json.locked_until),
    claimToken: json.claim_token,
    attempts: json.attempts,
    hasFollowUp: json.has_follow_up,
    createdAt: new Date(json.created_at),
  }) satisfies Record<keyof AiReplyJobRow, unknown>;

const preparedReplyContexts = preparedPerDatabase((db) =>
  replyContextQuery(db).prepare('reply_context'),
);

/** What a reply starts from (see replyContextQuery); undefined when the topic is gone. */
export type ReplyContextRead =
  | {
      topic: TopicRow;
      memory: ReplyMemory | undefined;
      /** The newest messages the summary does not cover, newest first. */
      page: MessageRow[];
      repliesThisHour: number;
    }
  | undefined;

export async function selectReplyContext(
  db: Executor,
  options: { topicId: number; pageSize: number; since: Date },
): Promise<ReplyContextRead> {
  const [row] = await preparedReplyContexts(db).execute({
    topicId: options.topicId,
    pageSize: Math.max(0, options.pageSize),
    since: options.since.toISOString(),
  });
  return row && contextReadOf(row);
}

/** A reply context statement's row as what the reply reads. */
function contextReadOf(row: {
  topic: TopicRow;
  memory: ReplyMemory | null;
  history: MessageJson[];
  repliesThisHour: number;
}): NonNullable<ReplyContextRead> {
  return {
    topic: row.topic,
    memory: row.memory ?? undefined,
    page: row.history.map(messageRowOf),
    repliesThisHour: row.repliesThisHour,
  };
}

const preparedClaimContexts = preparedPerDatabase((db) =>
  replyClaimContextQuery(db).prepare('reply_claim_context'),
);

/**
 * Claims the topic's due job (see claimDueJobs) and reads what its reply starts from (see
 * selectReplyContext), in one statement: undefined when the job is not due, held by another
 * claim, or gone (with its topic).
 */
export async function claimJobWithContext(
  db: Executor,
  options: {
    jobId: number;
    topicId: number;
    leaseMs: number;
    token: string;
    pageSize: number;
    since: Date;
  },
): Promise<{ job: AiReplyJobRow; read: NonNullable<ReplyContextRead> } | undefined> {
  const [row] = await preparedClaimContexts(db).execute({
    jobId: options.jobId,
    topicId: options.topicId,
    leaseMs: Math.round(options.leaseMs),
    token: options.token,
    pageSize: Math.max(0, options.pageSize),
    since: options.since.toISOString(),
  });
  if (!row?.job) return undefined;
  return { job: jobRowOf(row.job), read: contextReadOf(row) };
}

const preparedHistoryPages = preparedPerDatabase((db) =>
  historyPage(db, {
    topicId: sql.placeholder('topicId') as unknown as SQL,
    afterSeq: sql.placeholder('afterSeq') as unknown as SQL,
    beforeSeq: sql.placeholder('beforeSeq') as unknown as SQL,
  }).prepare('reply_history_page'),
);

/**
 * The next older page of a topic's history: up to `pageSize` messages with
 * `afterSeq < seq < beforeSeq`, newest first.
 */
export async function selectHistoryPage(
  db: Executor,
  options: { topicId: number; afterSeq: number; beforeSeq: number; pageSize: number },
): Promise<MessageRow[]> {
  return preparedHistoryPages(db).execute({
    topicId: options.topicId,
    afterSeq: options.afterSeq,
    beforeSeq: options.beforeSeq,
    pageSize: Math.max(0, options.pageSize),
  });
}
