import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, sql, type Column, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { interlocutorPresence, interlocutorSockets, users } from '../../db/schema';

/** How often an instance confirms the sockets it holds. */
export const presenceHeartbeatMs = 20_000;
/** A socket row older than this belongs to an instance that stopped: not online. */
export const presenceStaleMs = 3 * presenceHeartbeatMs;

const instanceId = randomUUID();

/**
 * Per instance: how many sockets each interlocutor holds here. The database holds one row
 * per (interlocutor, instance) while that count is above zero, refreshed by a heartbeat, so
 * every instance can tell who is online.
 */
const socketCounts = new WeakMap<object, Map<number, number>>();

function countsOf(app: FastifyInstance): Map<number, number> {
  let counts = socketCounts.get(app.server);
  if (!counts) {
    counts = new Map();
    socketCounts.set(app.server, counts);
  }
  return counts;
}

/** An interlocutor's socket opened on this instance: they are online. */
export async function interlocutorSocketOpened(app: FastifyInstance, userId: number) {
  const counts = countsOf(app);
  counts.set(userId, (counts.get(userId) ?? 0) + 1);
  const now = new Date();
  await app.db
    .insert(interlocutorSockets)
    .values({ userId, instanceId, seenAt: now })
    .onConflictDoUpdate({
      target: [interlocutorSockets.userId, interlocutorSockets.instanceId],
      set: { seenAt: now },
    });
  await touchPresence(app.db, [userId], now);
}

/** An interlocutor's socket closed; the last one here removes this instance's row. */
export async function interlocutorSocketClosed(app: FastifyInstance, userId: number) {
  const counts = countsOf(app);
  const left = (counts.get(userId) ?? 1) - 1;
  const now = new Date();
  if (left > 0) {
    counts.set(userId, left);
  } else {
    counts.delete(userId);
    await app.db
      .delete(interlocutorSockets)
      .where(
        and(eq(interlocutorSockets.userId, userId), eq(interlocutorSockets.instanceId, instanceId)),
      );
  }
  await touchPresence(app.db, [userId], now);
}

/** Heartbeat: this instance still holds these sockets. */
export async function refreshInterlocutorSockets(app: FastifyInstance) {
  const userIds = [...countsOf(app).keys()];
  if (userIds.length === 0) return;
  const now = new Date();
  await app.db
    .update(interlocutorSockets)
    .set({ seenAt: now })
    .where(
      and(
        eq(interlocutorSockets.instanceId, instanceId),
        inArray(interlocutorSockets.userId, userIds),
      ),
    );
  await touchPresence(app.db, userIds, now);
}

/** Records when the interlocutors were last seen connected (for the grace period). */
async function touchPresence(db: Executor, userIds: number[], now: Date) {
  await db
    .insert(interlocutorPresence)
    .values(userIds.map((userId) => ({ userId, lastSeenAt: now })))
    .onConflictDoUpdate({ target: interlocutorPresence.userId, set: { lastSeenAt: now } });
}

/** Switches "Available for chats". */
export async function setAvailability(db: Executor, userId: number, isAvailable: boolean) {
  await db
    .insert(interlocutorPresence)
    .values({ userId, isAvailable })
    .onConflictDoUpdate({ target: interlocutorPresence.userId, set: { isAvailable } });
}

/**
 * A condition: the user has a socket on some instance that is still alive.
 *
 * The subquery is its own SQL chunk on purpose: in the select list of a single-table query
 * Drizzle writes the columns of the expression's top-level chunks without their table, which
 * turned `interlocutor_sockets.user_id = interlocutor_presence.user_id` into
 * `"user_id" = "user_id"` — true for anyone as soon as any interlocutor was connected.
 * Columns inside a nested chunk keep their table name wherever the condition is used.
 */
export function isOnlineCondition(userIdColumn: Column) {
  const freshSince = sql`now() - ${`${presenceStaleMs} milliseconds`}::interval`;
  const liveSocket = sql`select 1 from ${interlocutorSockets} where ${interlocutorSockets.userId} = ${userIdColumn} and ${interlocutorSockets.seenAt} > ${freshSince}`;
  return sql`exists (${liveSocket})`;
}

/** Whether the interlocutor wants offers and whether a socket of theirs is connected. */
export async function selectPresence(db: Executor, userId: number) {
  const [row] = await db
    .select({
      isAvailable: interlocutorPresence.isAvailable,
      isOnline: isOnlineCondition(interlocutorPresence.userId).mapWith(Boolean),
    })
    .from(interlocutorPresence)
    .where(eq(interlocutorPresence.userId, userId));
  return row ?? { isAvailable: false, isOnline: false };
}

/**
 * Approved interlocutors (not `exceptId`) who switched "Available for chats" on and meet
 * `condition` as well.
 */
export async function selectAvailableInterlocutorIdsWhere(
  db: Executor,
  exceptId: number,
  condition: SQL,
): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(interlocutorPresence, eq(interlocutorPresence.userId, users.id))
    .where(
      and(
        sql`${users.interlocutorSince} is not null`,
        eq(interlocutorPresence.isAvailable, true),
        sql`${users.id} <> ${exceptId}`,
        condition,
      ),
    );
  return rows.map((row) => row.id);
}

/** Approved interlocutors (not `exceptId`) who are available and online now. */
export async function selectAvailableInterlocutorIds(db: Executor, exceptId: number) {
  return selectAvailableInterlocutorIdsWhere(db, exceptId, isOnlineCondition(users.id));
}

/** Interlocutors gone (no live socket) since before `before`. */
export function goneSinceCondition(before: Date) {
  return and(
    lt(interlocutorPresence.lastSeenAt, before),
    sql`not ${isOnlineCondition(interlocutorPresence.userId)}`,
  );
}
