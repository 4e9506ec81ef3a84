import type { TSeatPolicy } from '@parlor/contracts';
import { and, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { topicRemovedGuests, topics, userBlocks, users } from '../../db/schema';
import { chatErrors, type SeatRefusal } from './chat-errors';
import { isInSafeMode, isTopicInSafeModeSql } from './safe-mode';
import { topicIdsWhere } from './topic-ids-where';
import { updateOwnOpenTopic } from './topic-queries';

/**
 * Who may take a topic's guest seat — the one rule, in SQL, used by the direct join, random
 * chat, an interlocutor accepting a request and the topic list's `can_join`:
 *
 * - the owner's `seat_policy`: `nobody` closes the seat, `interlocutors` admits approved
 *   interlocutors only, `anyone` admits everyone;
 * - a person the owner removed from the topic never takes its seat again;
 * - two people of whom one blocked the other never share a topic (both ways).
 *
 * - a topic in the safety lane's safe mode admits approved interlocutors only (no walk-in while
 *   someone spoke of a crisis; `assertMayTakeSafeSeat` checks it once more where a join seats people).
 *
 * Other rules that close a seat belong here too, so that every way into the seat obeys them.
 */

/** SQL true when the user is an approved interlocutor (`users.interlocutor_since` is set). */
export function isApprovedInterlocutorSql(userId: SQLWrapper | number): SQL {
  return sql`exists (
    select 1 from ${users}
    where ${users.id} = ${userId} and ${users.interlocutorSince} is not null)`;
}

/** Whether the user is an approved interlocutor (their application was approved). */
export async function isApprovedInterlocutor(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ since: users.interlocutorSince })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.since);
}

/**
 * A topic in safe mode is closed to walk-ins: only an approved interlocutor may take its
 * seat. Throws the 403 with its sentence for anyone else.
 */
export async function assertMayTakeSafeSeat(
  tx: Executor,
  { topic, userId }: { topic: { safeUntil: Date | null }; userId: number },
): Promise<void> {
  if (!isInSafeMode(topic)) return;
  if (!(await isApprovedInterlocutor(tx, userId))) throw chatErrors.seatRefused('safeMode');
}

/** SQL true when one of the two users blocked the other. */
export function blockedBetweenSql(a: SQLWrapper | number, b: SQLWrapper | number): SQL {
  return sql`exists (
    select 1 from ${userBlocks}
    where (${userBlocks.blockerId} = ${a} and ${userBlocks.blockedId} = ${b})
       or (${userBlocks.blockerId} = ${b} and ${userBlocks.blockedId} = ${a}))`;
}

/**
 * SQL of why the seat of the `topics` row in scope is not open to `userId` (a seatRefusal),
 * or null when it is. Whether the seat is free and the topic open is the caller's condition.
 */
export function seatRefusalSql(userId: SQLWrapper | number): SQL<SeatRefusal | null> {
  return sql<SeatRefusal | null>`(case
    when ${topics.seatPolicy} = 'nobody' then 'closed'
    when exists (
      select 1 from ${topicRemovedGuests}
      where ${topicRemovedGuests.topicId} = ${topics.id} and ${topicRemovedGuests.userId} = ${userId})
      then 'removed'
    when ${blockedBetweenSql(topics.userId, userId)} then 'blocked'
    when ${topics.seatPolicy} = 'interlocutors' and not ${isApprovedInterlocutorSql(userId)}
      then 'interlocutorsOnly'
    when ${isTopicInSafeModeSql} and not ${isApprovedInterlocutorSql(userId)}
      then 'safeMode'
    end)`;
}

/** SQL true when the seat of the `topics` row in scope is open to `userId` (its policy, removals, blocks). */
export function seatOpenToSql(userId: SQLWrapper | number): SQL {
  return sql`${seatRefusalSql(userId)} is null`;
}

/** Why the seat of a topic is not open to the user now, or null when it is. */
export async function selectSeatRefusal(
  db: Executor,
  topicId: number,
  userId: number,
): Promise<SeatRefusal | null> {
  const [row] = await db
    .select({ refusal: seatRefusalSql(userId) })
    .from(topics)
    .where(eq(topics.id, topicId));
  return row?.refusal ?? null;
}

/** Why the seat of each given topic is not open to the user (null when it is). One statement. */
export async function selectSeatRefusals(
  db: Executor,
  userId: number,
  topicIds: number[],
): Promise<Map<number, SeatRefusal | null>> {
  if (topicIds.length === 0) return new Map();
  const rows = await db
    .select({ id: topics.id, refusal: seatRefusalSql(userId) })
    .from(topics)
    .where(inArray(topics.id, topicIds));
  return new Map(rows.map((row) => [row.id, row.refusal]));
}

/**
 * Of the given open topics with a free seat, those whose seat is open to the user (the
 * topic list's `can_join`). One statement for a page of topics.
 */
export const selectSeatOpenTopicIds = topicIdsWhere((userId) =>
  and(eq(topics.isClosed, false), isNull(topics.guestId), seatOpenToSql(userId)),
);

/**
 * Whether the owner may ask for a person in the topic: "Nobody — just me and the companion"
 * keeps the seat closed to every search. Asked by the search, the hand-off and the safety
 * lane's crisis reply alike.
 */
export function isSeatOpenToSearch(topic: { seatPolicy: TSeatPolicy }): boolean {
  return topic.seatPolicy !== 'nobody';
}

/** Sets who may take the seat of an open topic of its owner; answers whether it did. */
export async function updateSeatPolicyRow(
  db: Executor,
  options: { topicId: number; ownerId: number; seatPolicy: TSeatPolicy },
): Promise<boolean> {
  return updateOwnOpenTopic(db, options, {
    seatPolicy: options.seatPolicy,
    updatedAt: new Date(),
  });
}
