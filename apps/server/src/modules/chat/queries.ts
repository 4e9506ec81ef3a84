import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  gt,
  isNull,
  lt,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { acceptedRequestOf } from './send-rules';
import {
  aiReplyJobs,
  interlocutorApplications,
  interlocutorRequests,
  messages,
  reports,
  rooms,
  topics,
  topicTermsAcceptances,
  users,
} from '../../db/schema';
import { apiTimeOfJson, jsonOf, rowsOf } from '../../db/rows';
import { preparedPerDatabase, renderedOf } from '../../db/prepared-statement';
import { seatOpenToSql } from './seat-policy';

/** SQL of the chat module. Every function takes the database or an open transaction. */

/** A number, or the placeholder a prepared statement fills in at each run. */
type Param = number | Placeholder;

export type TopicRow = typeof topics.$inferSelect & {
  roomTitle: (typeof rooms.$inferSelect)['title'];
  /** Whether the owner's channel status is active now (their topics' channel style shows). */
  ownerHasChannel: boolean;
};
export type MessageRow = typeof messages.$inferSelect;

/**
 * Channel extras (highlight, title colour and look) are stored with the topic but last only
 * while the owner's channel status does, so they are derived when read.
 */
const ownerHasChannel = sql<boolean>`coalesce(${users.channelExpireAt} > now(), false)`;
const isHighlightedNow = sql<boolean>`(${topics.isHighlighted} and ${ownerHasChannel})`;

/** A topic's columns with its room's title and the owner's channel state (a TopicRow). */
export const topicWithRoom = {
  ...getTableColumns(topics),
  roomTitle: rooms.title,
  ownerHasChannel,
};

/** Rooms with their open-topic counts (kept on each room by triggers on `topics`). */
export function selectRoomsWithCounts(db: Executor) {
  return db
    .select({ id: rooms.id, title: rooms.title, topicsCount: rooms.openTopicsCount })
    .from(rooms)
    .orderBy(asc(rooms.position), asc(rooms.id));
}

const preparedRooms = preparedPerDatabase((db) =>
  selectRoomsWithCounts(db).prepare('rooms_with_counts'),
);

/** Every room with its open-topic count, in the rooms' order. */
export function listRoomsWithCounts(db: Executor) {
  return preparedRooms(db).execute();
}

const preparedRoomWithCount = preparedPerDatabase((db) =>
  selectRoomsWithCounts(db)
    .where(eq(rooms.id, sql.placeholder('roomId')))
    .prepare('room_with_count'),
);

export async function selectRoomWithCount(db: Executor, roomId: number) {
  const [room] = await preparedRoomWithCount(db).execute({ roomId });
  return room;
}

export async function roomExists(db: Executor, roomId: number): Promise<boolean> {
  const [room] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, roomId));
  return room !== undefined;
}

/** A room's open topics, newest first, whose highlight shows now or does not (at most `limit`). */
function selectOpenTopicsOfRoomBy(
  db: Executor,
  options: { roomId: Param; limit: Param; isHighlighted: boolean },
) {
  return db
    .select(topicWithRoom)
    .from(topics)
    .innerJoin(rooms, eq(rooms.id, topics.roomId))
    .innerJoin(users, eq(users.id, topics.userId))
    .where(
      and(
        eq(topics.roomId, options.roomId),
        eq(topics.isClosed, false),
        options.isHighlighted ? isHighlightedNow : sql`not ${isHighlightedNow}`,
      ),
    )
    .orderBy(desc(topics.id))
    .limit(options.limit);
}

/** The first `limit` open topics of a room whose owner's channel highlight shows now. */
export function selectHighlightedOpenTopicsOfRoom(
  db: Executor,
  options: { roomId: Param; limit: Param },
) {
  return selectOpenTopicsOfRoomBy(db, { ...options, isHighlighted: true });
}

/** The first `limit` open topics of a room without a highlight showing now. */
export function selectPlainOpenTopicsOfRoom(
  db: Executor,
  options: { roomId: Param; limit: Param },
) {
  return selectOpenTopicsOfRoomBy(db, { ...options, isHighlighted: false });
}

/** Both reads of a room's topics page, built once and planned once by PostgreSQL. */
const preparedOpenTopicsOfRoom = preparedPerDatabase((db) => {
  const params = { roomId: sql.placeholder('roomId'), limit: sql.placeholder('limit') };
  return {
    highlighted: selectHighlightedOpenTopicsOfRoom(db, params).prepare(
      'open_topics_of_room_highlighted',
    ),
    plain: selectPlainOpenTopicsOfRoom(db, params).prepare('open_topics_of_room_plain'),
  };
});

/**
 * One page of a room's open topics: highlighted (owner's channel status active) first, then
 * newest. Two reads side by side, each newest first and cut at the page's end, instead of
 * one sort of every open topic of the room by a highlight that depends on the time: each
 * reads only the rows it answers (the plain ones walk the primary key backwards).
 */
export async function selectOpenTopicsOfRoom(
  db: Executor,
  options: { roomId: number; limit: number; offset: number },
): Promise<TopicRow[]> {
  const end = options.offset + options.limit;
  const statements = preparedOpenTopicsOfRoom(db);
  const [highlighted, plain] = await Promise.all([
    statements.highlighted.execute({ roomId: options.roomId, limit: end }),
    statements.plain.execute({ roomId: options.roomId, limit: end }),
  ]);
  return [...highlighted, ...plain].slice(options.offset, end);
}

export async function selectTopic(
  db: Executor,
  topicId: number,
  lock?: 'update' | 'share',
): Promise<TopicRow | undefined> {
  const query = db
    .select(topicWithRoom)
    .from(topics)
    .innerJoin(rooms, eq(rooms.id, topics.roomId))
    .innerJoin(users, eq(users.id, topics.userId))
    .where(eq(topics.id, topicId));
  const [row] = lock ? await query.for(lock, { of: topics }) : await query;
  return row;
}

const isMember = (userId: number) => or(eq(topics.userId, userId), eq(topics.guestId, userId));

/** The user's open topics (as owner or guest), newest first. */
export function selectActiveTopics(db: Executor, userId: number) {
  return db
    .select(topicWithRoom)
    .from(topics)
    .innerJoin(rooms, eq(rooms.id, topics.roomId))
    .innerJoin(users, eq(users.id, topics.userId))
    .where(and(isMember(userId), eq(topics.isClosed, false)))
    .orderBy(desc(topics.id));
}

/** Locks the user's row (serialising their own creates and joins) and answers their channel expiry. */
export async function lockChatUser(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, channelExpireAt: users.channelExpireAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function selectChannelExpiry(db: Executor, userId: number) {
  const [row] = await db
    .select({ channelExpireAt: users.channelExpireAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.channelExpireAt ?? null;
}

export async function insertTopic(db: Executor, values: typeof topics.$inferInsert) {
  const [row] = await db.insert(topics).values(values).returning({ id: topics.id });
  if (!row) throw new Error('topic insert returned nothing');
  return row.id;
}

/**
 * Records where the new guest's view of the topic begins: its newest message id (0 when it
 * has none). Call it in the transaction that took the seat, after the seat's update: that
 * update waited for every sender holding the topic's share lock to commit, so this new
 * statement sees their messages, and later messages get larger ids. Also records what the
 * guest is — an interlocutor matched to the owner's request (under their nickname) or a
 * guest (labelled neutrally) — which every message they write in this seat carries.
 */
async function markGuestArrival(
  db: Executor,
  topicId: number,
  userId: number,
  isMatchedInterlocutor: boolean,
): Promise<void> {
  const nickname = isMatchedInterlocutor
    ? sql`(
        select ${interlocutorApplications.nickname} from ${interlocutorApplications}
        where ${interlocutorApplications.userId} = ${userId}
          and ${interlocutorApplications.status} = 'approved'
        order by ${interlocutorApplications.id} desc limit 1)`
    : sql`null::varchar`;
  await db
    .update(topics)
    .set({
      guestSinceMessageId: sql`(select coalesce(max(${messages.id}), 0) from ${messages} where ${messages.topicId} = ${topicId})`,
      guestName: sql`${nickname}`,
      guestKind: sql`case when ${nickname} is null then 'guest' else 'interlocutor' end`,
    })
    .where(eq(topics.id, topicId));
}

/**
 * Takes the free guest seat of an open topic whose seat is open to the user (seat-policy.ts);
 * answers false when someone was faster or the seat is not open to them.
 * `isMatchedInterlocutor`: the seat is taken by accepting the owner's request for a person.
 */
export async function takeGuestSeat(
  db: Executor,
  topicId: number,
  userId: number,
  { isMatchedInterlocutor = false }: { isMatchedInterlocutor?: boolean } = {},
) {
  const rows = await db
    .update(topics)
    .set({ guestId: userId, lastGuestId: userId, chatMode: 'human', updatedAt: new Date() })
    .where(
      and(
        eq(topics.id, topicId),
        isNull(topics.guestId),
        eq(topics.isClosed, false),
        ne(topics.userId, userId),
        // The owner's seat policy, removals and blocks (seat-policy.ts).
        seatOpenToSql(userId),
      ),
    )
    .returning({ id: topics.id });
  if (rows.length !== 1) return false;
  await markGuestArrival(db, topicId, userId, isMatchedInterlocutor);
  return true;
}

/**
 * Takes the guest seat of a random open topic the user does not own and whose seat is open
 * to them (the owner's seat policy, removals, blocks), preferring the given mode; rows
 * another transaction is taking are skipped. Answers the topic id or undefined.
 */
export async function takeRandomGuestSeat(
  db: Executor,
  userId: number,
  preferredMode: 'ai' | 'human' | undefined,
  { isInterlocutor = false }: { isInterlocutor?: boolean } = {},
): Promise<number | undefined> {
  const modePreference: SQL = preferredMode
    ? sql`(${topics.chatMode} = ${preferredMode}) desc, random()`
    : sql`random()`;
  // The safety lane: topics in safe mode first for interlocutors, never for anyone else.
  const isSafe = sql`coalesce(${topics.safeUntil} > now(), false)`;
  const preference: SQL = isInterlocutor ? sql`${isSafe} desc, ${modePreference}` : modePreference;
  const safeSeats: SQL = isInterlocutor ? sql`true` : sql`not ${isSafe}`;
  const rows = await db.execute(sql`
    update ${topics} set guest_id = ${userId}, last_guest_id = ${userId}, chat_mode = 'human', updated_at = now()
    where ${topics.id} = (
      select ${topics.id} from ${topics}
      where ${topics.isClosed} = false and ${topics.guestId} is null and ${topics.userId} <> ${userId}
        and ${seatOpenToSql(userId)}
        and ${safeSeats}
      order by ${preference}
      limit 1
      for update skip locked
    ) and ${topics.guestId} is null
    returning ${topics.id}
  `);
  const row = rowsOf<{ id: number }>(rows)[0];
  if (!row) return undefined;
  await markGuestArrival(db, Number(row.id), userId, false);
  return Number(row.id);
}

/**
 * Frees the guest seat when the user holds it, and gives the topic back to the companion at
 * once (`ai`: it answers again, and *Human* starts a new search); answers whether it did.
 */
export async function releaseGuestSeat(db: Executor, topicId: number, userId: number) {
  const rows = await db
    .update(topics)
    .set({
      guestId: null,
      guestSinceMessageId: null,
      guestKind: null,
      guestName: null,
      chatMode: 'ai',
      updatedAt: new Date(),
    })
    .where(and(eq(topics.id, topicId), eq(topics.guestId, userId), eq(topics.isClosed, false)))
    .returning({ id: topics.id });
  return rows.length === 1;
}

/** Closes an open topic of its owner; answers whether it did. */
export async function closeTopic(db: Executor, topicId: number, ownerId: number) {
  const now = new Date();
  const rows = await db
    .update(topics)
    .set({ isClosed: true, closedAt: now, closedReason: 'owner', updatedAt: now })
    .where(and(eq(topics.id, topicId), eq(topics.userId, ownerId), eq(topics.isClosed, false)))
    .returning({ id: topics.id });
  return rows.length === 1;
}

/** Sets the mode of an open topic; `ai` only while the guest seat is free. */
export async function setChatMode(
  db: Executor,
  options: { topicId: number; ownerId: number; mode: 'ai' | 'human' },
) {
  const rows = await db
    .update(topics)
    .set({ chatMode: options.mode, updatedAt: new Date() })
    .where(
      and(
        eq(topics.id, options.topicId),
        eq(topics.userId, options.ownerId),
        eq(topics.isClosed, false),
        options.mode === 'ai' ? isNull(topics.guestId) : undefined,
      ),
    )
    .returning({ id: topics.id });
  return rows.length === 1;
}

export async function selectTermsAcceptance(db: Executor, topicId: number, userId: number) {
  const [row] = await db
    .select({ acceptedAt: topicTermsAcceptances.acceptedAt })
    .from(topicTermsAcceptances)
    .where(
      and(eq(topicTermsAcceptances.topicId, topicId), eq(topicTermsAcceptances.userId, userId)),
    );
  return row?.acceptedAt;
}

/** Records the acceptance once; answers when the user accepted (now or earlier). */
export async function insertTermsAcceptance(db: Executor, topicId: number, userId: number) {
  await db.insert(topicTermsAcceptances).values({ topicId, userId }).onConflictDoNothing();
  return (await selectTermsAcceptance(db, topicId, userId)) ?? new Date();
}

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

/**
 * The rows of the subquery named `name` (a select of `messages` columns) as one JSON array
 * in `seq` (or id) order, `[]` when there are none: a window of messages in one column of
 * one row. `messageRowOf` reads each element.
 */
export function messagesAsJson(name: string, order: 'asc' | 'desc', column: 'seq' | 'id' = 'seq') {
  const rows = sql.identifier(name);
  return sql<
    MessageJson[]
  >`coalesce(json_agg(${rows} order by ${rows}.${sql.identifier(column)} ${sql.raw(order)}), '[]'::json)`;
}

/** A `messages` row as PostgreSQL writes it in JSON (column names, time as ISO text). */
export interface MessageJson {
  id: number;
  topic_id: number;
  sender_id: number | null;
  sender_kind: MessageRow['senderKind'];
  sender_name: string | null;
  content: string;
  attachments: MessageRow['attachments'];
  cost: number;
  listener_share: number;
  created_at: string;
  seq: number;
  client_key: string | null;
}

export function messageRowOf(json: MessageJson): MessageRow {
  return messageOf(json, new Date(json.created_at));
}

/**
 * A message of a page read from JSON, its time already as the API writes it: a page is
 * presented without a Date per message (parsing and formatting them was a tenth of a poll's
 * CPU; bench/README.md).
 */
export type PageMessageRow = Omit<MessageRow, 'createdAt'> & { createdAt: string };

export function pageMessageOf(json: MessageJson): PageMessageRow {
  return messageOf(json, apiTimeOfJson(json.created_at));
}

function messageOf<TTime extends Date | string>(
  json: MessageJson,
  createdAt: TTime,
): Omit<MessageRow, 'createdAt'> & { createdAt: TTime } {
  return {
    id: json.id,
    topicId: json.topic_id,
    senderId: json.sender_id,
    senderKind: json.sender_kind,
    senderName: json.sender_name,
    content: json.content,
    attachments: json.attachments,
    cost: json.cost,
    listenerShare: json.listener_share,
    createdAt,
    seq: Number(json.seq),
    clientKey: json.client_key,
  };
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

/** Of the given topics, those whose guest seat the user holds as the matched interlocutor. */
export async function selectMatchedSeatTopicIds(
  db: Executor,
  userId: number,
  topicIds: number[],
): Promise<Set<number>> {
  if (topicIds.length === 0) return new Set();
  const rows = await db
    .select({ id: topics.id })
    .from(topics)
    .where(
      and(
        inArray(topics.id, topicIds),
        eq(topics.guestId, userId),
        sql`exists (select 1 from ${interlocutorRequests} where ${acceptedRequestOf(topics.id, topics.guestId)})`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}
