import { ratingRules, type TOwnRatingsSummary } from '@parlor/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversationRatings } from '../../db/schema';

/** The ratings an interlocutor got in conversations they held as a matched interlocutor. */
const ratedAsInterlocutor = (userId: number) =>
  and(
    eq(conversationRatings.ratedUserId, userId),
    eq(conversationRatings.ratedAs, 'interlocutor'),
    isNotNull(conversationRatings.score),
  );

/**
 * What an interlocutor sees of their ratings: the average and count and the words, never a
 * single rating with its author, score or time, and nothing at all below `shownFromCount`
 * ratings (with fewer, a person could tell who said what). The words come in a shuffled order.
 */
export async function ownRatingsSummary(db: Executor, userId: number): Promise<TOwnRatingsSummary> {
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<string | null>`round(avg(${conversationRatings.score}), 1)`,
    })
    .from(conversationRatings)
    .where(ratedAsInterlocutor(userId));
  const count = Number(totals?.count ?? 0);
  const hidden = {
    is_shown: false,
    count: null,
    average: null,
    comments: [],
    shown_from: ratingRules.shownFromCount,
  };
  if (count < ratingRules.shownFromCount) return hidden;
  const words = await db
    .select({ comment: conversationRatings.comment })
    .from(conversationRatings)
    .where(and(ratedAsInterlocutor(userId), isNotNull(conversationRatings.comment)))
    .orderBy(sql`md5(${conversationRatings.id}::text)`)
    .limit(50);
  return {
    is_shown: true,
    count,
    average:
      totals?.average === null || totals?.average === undefined ? null : Number(totals.average),
    comments: words.map((row) => row.comment ?? ''),
    shown_from: ratingRules.shownFromCount,
  };
}
