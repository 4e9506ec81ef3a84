import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { acceptedRequestOf } from './send-rules';
import { interlocutorApplications, interlocutorRequests, messages, topics } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { isTopicInSafeModeSql } from './safe-mode';
import { seatOpenToSql } from './seat-policy';
import { topicIdsWhere } from './topic-ids-where';

/** SQL of a topic's guest seat. Every function takes the database or an open transaction. */

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
  const isSafe = isTopicInSafeModeSql;
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

/** Of the given topics, those whose guest seat the user holds as the matched interlocutor. */
export const selectMatchedSeatTopicIds = topicIdsWhere((userId) =>
  and(
    eq(topics.guestId, userId),
    sql`exists (select 1 from ${interlocutorRequests} where ${acceptedRequestOf(topics.id, topics.guestId)})`,
  ),
);
