import {
  and,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  lt,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
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
  type SenderKind,
} from '../../db/schema';
import { storedMessageJson, storedRowOf, storeMessageSteps } from '../chat/store-message';
import {
  messageRowOf,
  messagesAsJson,
  type MessageJson,
  type MessageRow,
} from '../chat/message-rows';
import { topicWithRoom, type TopicRow } from '../chat/topic-queries';
import { dateOrNull, rowsOf } from '../../db/rows';

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
  options: { jobId: number; token: string; topicId: number; kind: SenderKind; content: string },
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
        senderKind: sql`${options.kind}`,
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
