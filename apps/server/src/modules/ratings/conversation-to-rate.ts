import { ratingRules, type TOwnRating } from '@parlor/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { conversationRatings, messages, type RatedAs } from '../../db/schema';
import { seatLineKeys } from '../chat/seat-lines';
import type { TopicRow } from '../chat/topic-queries';

/** The last human conversation of a topic, from its owner's side. */
export interface ConversationToRate {
  topicId: number;
  ownerId: number;
  ratedUserId: number;
  ratedAs: RatedAs;
  /** Whether the person has left the seat, or the owner closed the topic. */
  isOver: boolean;
  ownerMessages: number;
  guestMessages: number;
}

export type RatingRow = typeof conversationRatings.$inferSelect;

/**
 * Counts each side's messages in the person's conversation: the person's own, and the
 * owner's from the seat line that announced the person (the owner's earlier talk with the
 * companion does not count). Says whether the person wrote as a matched interlocutor.
 */
async function countSides(db: Executor, topic: TopicRow, personId: number) {
  const joined = seatLineKeys.joined;
  const result = await db.execute(sql`
    with first_word as (
      select min(seq) as seq from ${messages}
      where topic_id = ${topic.id} and sender_id = ${personId}
    ), seat_start as (
      select coalesce(max(seq), 0) as seq from ${messages}
      where topic_id = ${topic.id} and sender_kind = 'system' and content = ${joined}
        and seq <= coalesce((select seq from first_word), 0)
    )
    select
      count(*) filter (where sender_id = ${personId})::int as guest_messages,
      count(*) filter (where sender_id = ${personId} and sender_kind = 'interlocutor')::int
        as as_interlocutor,
      count(*) filter (
        where sender_id = ${topic.userId} and sender_kind = 'user'
          and seq > (select seq from seat_start)
      )::int as owner_messages
    from ${messages} where topic_id = ${topic.id}`);
  const row = rowsOf<{ guest_messages: number; as_interlocutor: number; owner_messages: number }>(
    result,
  )[0];
  return {
    guestMessages: Number(row?.guest_messages ?? 0),
    ownerMessages: Number(row?.owner_messages ?? 0),
    ratedAs: Number(row?.as_interlocutor ?? 0) > 0 ? ('interlocutor' as const) : ('guest' as const),
  };
}

/** The topic's last human conversation for its owner, or null when it never had a guest. */
export async function findConversationToRate(
  db: Executor,
  topic: TopicRow,
  userId: number,
): Promise<ConversationToRate | null> {
  if (topic.userId !== userId || topic.lastGuestId === null) return null;
  const personId = topic.lastGuestId;
  const sides = await countSides(db, topic, personId);
  return {
    topicId: topic.id,
    ownerId: userId,
    ratedUserId: personId,
    isOver: topic.isClosed || topic.guestId !== personId,
    ...sides,
  };
}

/** Enough said on both sides, and the person is gone: the owner may be asked. */
export function isRateable(conversation: ConversationToRate | null): boolean {
  return (
    conversation !== null &&
    conversation.isOver &&
    conversation.ownerMessages >= ratingRules.minMessagesEachSide &&
    conversation.guestMessages >= ratingRules.minMessagesEachSide
  );
}

/** The owner's rating (or skip) of the conversation, if any. */
export async function selectRating(
  db: Executor,
  conversation: Pick<ConversationToRate, 'topicId' | 'ownerId' | 'ratedUserId'>,
  lock?: 'update',
): Promise<RatingRow | undefined> {
  const query = db
    .select()
    .from(conversationRatings)
    .where(
      and(
        eq(conversationRatings.topicId, conversation.topicId),
        eq(conversationRatings.raterId, conversation.ownerId),
        eq(conversationRatings.ratedUserId, conversation.ratedUserId),
      ),
    );
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** Until when a rating may be changed. */
export function editableUntil(rating: Pick<RatingRow, 'createdAt'>): Date {
  return new Date(rating.createdAt.getTime() + ratingRules.editHours * 3_600_000);
}

/** The owner's rating as they see it. */
export function presentOwnRating(rating: RatingRow): TOwnRating {
  const isSkipped = rating.score === null;
  return {
    score: rating.score,
    comment: rating.comment,
    is_skipped: isSkipped,
    created_at: rating.createdAt.toISOString(),
    editable_until: isSkipped ? null : editableUntil(rating).toISOString(),
  };
}
