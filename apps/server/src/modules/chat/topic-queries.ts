import {
  and,
  desc,
  eq,
  getTableColumns,
  isNull,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rooms, topics, topicTermsAcceptances, users } from '../../db/schema';
import { preparedPerDatabase } from '../../db/prepared-statement';

/** SQL of topics: the rooms' lists, one topic, its owner's writes and terms. Every function takes the database or an open transaction. */

/** A number, or the placeholder a prepared statement fills in at each run. */
export type Param = number | Placeholder;

export type TopicRow = typeof topics.$inferSelect & {
  roomTitle: (typeof rooms.$inferSelect)['title'];
  /** Whether the owner's channel status is active now (their topics' channel style shows). */
  ownerHasChannel: boolean;
};

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
 * Changes an open topic of its owner (and meeting `condition`, if given); answers whether it
 * did: a closed topic, someone else's or a missing one is left alone.
 */
export async function updateOwnOpenTopic(
  db: Executor,
  { topicId, ownerId }: { topicId: number; ownerId: number },
  values: Partial<typeof topics.$inferInsert>,
  condition?: SQL,
): Promise<boolean> {
  const rows = await db
    .update(topics)
    .set(values)
    .where(
      and(
        eq(topics.id, topicId),
        eq(topics.userId, ownerId),
        eq(topics.isClosed, false),
        condition,
      ),
    )
    .returning({ id: topics.id });
  return rows.length === 1;
}

/** Closes an open topic of its owner; answers whether it did. */
export async function closeTopic(db: Executor, topicId: number, ownerId: number) {
  const now = new Date();
  return updateOwnOpenTopic(
    db,
    { topicId, ownerId },
    { isClosed: true, closedAt: now, closedReason: 'owner', updatedAt: now },
  );
}

/** Sets the mode of an open topic; `ai` only while the guest seat is free. */
export async function setChatMode(
  db: Executor,
  options: { topicId: number; ownerId: number; mode: 'ai' | 'human' },
) {
  return updateOwnOpenTopic(
    db,
    options,
    { chatMode: options.mode, updatedAt: new Date() },
    options.mode === 'ai' ? isNull(topics.guestId) : undefined,
  );
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
