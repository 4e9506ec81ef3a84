import type { TOwnRating } from '@parlor/contracts';

/**
 * The owner's rating while it can still be changed (given, not skipped, its 24 h not over),
 * else null. The server decides in the end; this only chooses what the page offers.
 */
export function changeableRating(rating: TOwnRating | null, now: number): TOwnRating | null {
  if (!rating || rating.is_skipped || rating.editable_until === null) return null;
  return Date.parse(rating.editable_until) > now ? rating : null;
}
