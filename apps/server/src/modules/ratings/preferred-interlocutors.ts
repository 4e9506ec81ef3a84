import { ratingRules } from '@parlor/contracts';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversationRatings } from '../../db/schema';

/** Who gets a new request first when matching prefers better-rated interlocutors. */
export interface OfferOrder {
  first: number[];
  /** Offered once the head start has passed (empty: everyone is offered at once). */
  later: number[];
}

/**
 * Splits the available interlocutors for a new request: those with enough ratings to count
 * (as many as an interlocutor needs to see their own) whose average is at least the median of
 * the rated ones get it first; everyone else after the head start. With fewer than two
 * available, or nobody rated, everyone gets it at once. Nothing of this reaches owners.
 */
export async function orderOfferByRating(db: Executor, available: number[]): Promise<OfferOrder> {
  if (available.length < 2) return { first: available, later: [] };
  const rated = await db
    .select({
      userId: conversationRatings.ratedUserId,
      average: sql<string>`avg(${conversationRatings.score})`,
    })
    .from(conversationRatings)
    .where(
      and(
        inArray(conversationRatings.ratedUserId, available),
        eq(conversationRatings.ratedAs, 'interlocutor'),
        isNotNull(conversationRatings.score),
      ),
    )
    .groupBy(conversationRatings.ratedUserId)
    .having(sql`count(*) >= ${ratingRules.shownFromCount}`);
  if (rated.length === 0) return { first: available, later: [] };
  const averages = rated.map((row) => Number(row.average)).sort((a, b) => a - b);
  // The upper median: of two rated, only the better one goes first.
  const median = averages[Math.floor(averages.length / 2)]!;
  const preferred = new Set(
    rated.filter((row) => Number(row.average) >= median).map((row) => row.userId!),
  );
  const first = available.filter((id) => preferred.has(id));
  const later = available.filter((id) => !preferred.has(id));
  return later.length === 0 ? { first: available, later: [] } : { first, later };
}
