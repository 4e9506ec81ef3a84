import { and, asc, desc, eq, getTableColumns, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { aiReplyJobs, messages, topics } from '../../db/schema';
import { preparedPerDatabase, renderedOf } from '../../db/prepared-statement';
import type { Param, TopicRow } from './topic-queries';
import { messagesAsJson, type PageMessageRow, pageMessageOf } from './message-rows';

/** SQL of reading a topic's messages (the page and the poll). */

/**
 * Which messages a page holds: by page number in `seq` order (newest first by default), or
 * after / before a `seq` (gap-free catch-up), or after / before an id (the spec's clients;
 * not gap-free, ids are not in commit order).
 */
export type MessageWindow =
  | { kind: 'page'; page: number; pageSize: number; direction: 'asc' | 'desc' }
  | { kind: 'after-seq'; afterSeq: number; pageSize: number }
  | { kind: 'before-seq'; beforeSeq: number; pageSize: number }
  | { kind: 'after'; afterId: number; pageSize: number }
  | { kind: 'before'; beforeId: number; pageSize: number };

/** What reading a topic's messages needs of the topic: who sits in it, and its state. */
export type ReadingTopic = Pick<
  TopicRow,
  'id' | 'userId' | 'guestId' | 'guestSinceMessageId' | 'companionName' | 'chatMode' | 'isClosed'
>;

/** A topic as its participant reads it: the topic, a window of its messages and their total. */
export interface TopicReading {
  topic: ReadingTopic;
  rows: PageMessageRow[];
  /** How many messages the window's condition matches. */
  total: number;
  /** The companion reply being written in the topic, if any (`ai_reply_jobs`). */
  pendingReply: { messageId: number; createdAt: Date } | null;
}

/** The forms of a topic reading: each is its own statement (order and window bounds). */
export type ReadingShape =
  'page-desc' | 'page-asc' | 'after-seq' | 'before-seq' | 'after' | 'before';

export function readingShapeOf(window: MessageWindow): ReadingShape {
  return window.kind === 'page' ? `page-${window.direction}` : window.kind;
}

/**
 * A topic with a window of the messages `viewerId` may see in it, their total and the
 * companion's pending reply, in one statement (the poll's one round trip): the topic joined
 * laterally with the page. A guest sees only what came after `guest_since_message_id` when
 * they are the topic's guest; whether the viewer may read at all is the caller's check.
 * `boundary` is the `after` or `before` seq or id (unused by pages).
 */
export function topicReadingQuery(
  db: Executor,
  shape: ReadingShape,
  params: { topicId: Param; viewerId: Param; pageSize: Param; offset: Param; boundary: Param },
) {
  // Messages after this id (0: all); the same expression in the page and the count.
  const visibleAfter = sql`coalesce(case when ${topics.guestId} = ${params.viewerId} then ${topics.guestSinceMessageId} end, 0)`;
  const inWindow = and(
    eq(messages.topicId, topics.id),
    gt(messages.id, visibleAfter),
    shape === 'after-seq' ? gt(messages.seq, params.boundary) : undefined,
    shape === 'before-seq' ? lt(messages.seq, params.boundary) : undefined,
    shape === 'after' ? gt(messages.id, params.boundary) : undefined,
    shape === 'before' ? lt(messages.id, params.boundary) : undefined,
  );
  const ascending = shape === 'after' || shape === 'after-seq' || shape === 'page-asc';
  // Windows by id keep the spec's id order; everything else is in commit order.
  const orderColumn = shape === 'after' || shape === 'before' ? 'id' : 'seq';
  const page = db
    .select(getTableColumns(messages))
    .from(messages)
    .where(inWindow)
    .orderBy(ascending ? asc(messages[orderColumn]) : desc(messages[orderColumn]))
    .limit(params.pageSize)
    .offset(params.offset)
    .as('page');
  // The total and the pending reply in lateral joins of their own: evaluated once for the
  // topic row, where a subquery in the select list would run again for every message row.
  const counted = db
    .select({ total: sql<number>`count(*)::int`.mapWith(Number).as('total') })
    .from(messages)
    .where(inWindow)
    .as('counted');
  const pending = db
    .select({ messageId: aiReplyJobs.messageId, createdAt: aiReplyJobs.createdAt })
    .from(aiReplyJobs)
    .where(eq(aiReplyJobs.topicId, topics.id))
    .as('pending');
  // The page as one JSON array on the topic's one row: the topic's columns are not repeated
  // (and mapped again) for every message, which was a fifth of the poll's CPU.
  const pageRows = db
    .select({
      messages: messagesAsJson('page', ascending ? 'asc' : 'desc', orderColumn).as('messages'),
    })
    .from(page)
    .as('page_rows');
  return db
    .select({
      topic: {
        id: topics.id,
        userId: topics.userId,
        guestId: topics.guestId,
        guestSinceMessageId: topics.guestSinceMessageId,
        companionName: topics.companionName,
        chatMode: topics.chatMode,
        isClosed: topics.isClosed,
      } satisfies Record<keyof ReadingTopic, unknown>,
      messages: pageRows.messages,
      total: counted.total,
      pendingMessageId: pending.messageId,
      pendingCreatedAt: pending.createdAt,
    })
    .from(topics)
    .innerJoinLateral(counted, sql`true`)
    .leftJoinLateral(pending, sql`true`)
    .innerJoinLateral(pageRows, sql`true`)
    .where(eq(topics.id, params.topicId));
}

const readingPlaceholders = {
  topicId: sql.placeholder('topicId'),
  viewerId: sql.placeholder('viewerId'),
  pageSize: sql.placeholder('pageSize'),
  offset: sql.placeholder('offset'),
  boundary: sql.placeholder('boundary'),
};

const readingStatementName = (shape: ReadingShape) => `topic_reading_${shape.replace('-', '_')}`;

/** The reading statements prepared once per database (built once, planned once by PostgreSQL). */
const preparedReadings = preparedPerDatabase((db) => {
  const prepare = (shape: ReadingShape) =>
    topicReadingQuery(db, shape, readingPlaceholders).prepare(readingStatementName(shape));
  return {
    'page-desc': prepare('page-desc'),
    'page-asc': prepare('page-asc'),
    'after-seq': prepare('after-seq'),
    'before-seq': prepare('before-seq'),
    after: prepare('after'),
    before: prepare('before'),
  } satisfies Record<ReadingShape, unknown>;
});

/** A reading statement as PostgreSQL receives it, with its name (the bench's poll ceiling). */
export function renderReadingStatement(db: Executor, shape: ReadingShape) {
  const query = topicReadingQuery(db, shape, readingPlaceholders).toSQL();
  return { name: readingStatementName(shape), ...renderedOf(query) };
}

/** The values of the reading statement for a viewer's window of a topic. */
export function readingValuesOf(options: {
  topicId: number;
  viewerId: number;
  window: MessageWindow;
}) {
  const { window } = options;
  return {
    topicId: options.topicId,
    viewerId: options.viewerId,
    pageSize: window.pageSize,
    offset: window.kind === 'page' ? (window.page - 1) * window.pageSize : 0,
    boundary: boundaryOf(window),
  } satisfies Record<keyof typeof readingPlaceholders, number>;
}

/** Runs topicReadingQuery, prepared: undefined when the topic does not exist. */
export async function selectTopicReading(
  db: Executor,
  options: { topicId: number; viewerId: number; window: MessageWindow },
): Promise<TopicReading | undefined> {
  const rows = await preparedReadings(db)[readingShapeOf(options.window)].execute(
    readingValuesOf(options),
  );
  const [reading] = rows;
  if (!reading) return undefined;
  const { pendingMessageId, pendingCreatedAt } = reading;
  return {
    topic: reading.topic,
    rows: reading.messages.map(pageMessageOf),
    total: reading.total,
    pendingReply:
      pendingMessageId !== null && pendingCreatedAt !== null
        ? { messageId: pendingMessageId, createdAt: pendingCreatedAt }
        : null,
  };
}

/** The seq or id a window starts after or ends before (0 for pages). */
function boundaryOf(window: MessageWindow): number {
  switch (window.kind) {
    case 'after-seq':
      return window.afterSeq;
    case 'before-seq':
      return window.beforeSeq;
    case 'after':
      return window.afterId;
    case 'before':
      return window.beforeId;
    case 'page':
      return 0;
  }
}
