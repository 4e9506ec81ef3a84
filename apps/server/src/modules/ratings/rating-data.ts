import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversationRatings, topics } from '../../db/schema';

/**
 * The ratings a person gave, for their data export: the conversation's topic, the score (null
 * when they skipped it), their words, when. Never whom they rated beyond the topic.
 */
export async function ratingsGivenBy(db: Executor, userId: number) {
  const rows = await db
    .select({
      topicId: conversationRatings.topicId,
      topicTitle: topics.title,
      score: conversationRatings.score,
      comment: conversationRatings.comment,
      createdAt: conversationRatings.createdAt,
      updatedAt: conversationRatings.updatedAt,
    })
    .from(conversationRatings)
    .leftJoin(topics, eq(topics.id, conversationRatings.topicId))
    .where(eq(conversationRatings.raterId, userId))
    .orderBy(conversationRatings.id);
  return rows.map((row) => ({
    topic_id: row.topicId,
    topic_title: row.topicTitle,
    score: row.score,
    skipped: row.score === null,
    comment: row.comment,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }));
}

/**
 * Deleting an account: the words of the ratings the person gave go, and those ratings are
 * unlinked from them; the scores stay for the interlocutor's average. Ratings about the
 * person are unlinked from them too (their words with them: nobody reads them any more).
 */
export async function eraseRatingTraces(tx: Executor, userId: number): Promise<void> {
  await tx
    .update(conversationRatings)
    .set({ raterId: null, comment: null })
    .where(eq(conversationRatings.raterId, userId));
  await tx
    .update(conversationRatings)
    .set({ ratedUserId: null, comment: null })
    .where(eq(conversationRatings.ratedUserId, userId));
}

/**
 * The retention rule of ratings: their words go with the messages of their conversation —
 * once the topic has been closed for the retention period (or is gone) — and the scores
 * stay. Answers how many ratings lost their words.
 */
export async function purgeRatingWords(db: Executor, cutoff: Date): Promise<number> {
  const closedLongAgo = db
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.isClosed, true), lt(topics.closedAt, cutoff)));
  const rows = await db
    .update(conversationRatings)
    .set({ comment: null })
    .where(
      and(
        isNotNull(conversationRatings.comment),
        or(
          inArray(conversationRatings.topicId, closedLongAgo),
          sql`${conversationRatings.topicId} is null`,
        ),
      ),
    )
    .returning({ id: conversationRatings.id });
  return rows.length;
}
