import { and, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { topics } from '../../db/schema';

/**
 * A filter of a page of topics for one user: of the given topics, the ids of those that meet
 * the user's `condition`, in one statement for a page, none for an empty page.
 */
export function topicIdsWhere(condition: (userId: number) => SQL | undefined) {
  return async (db: Executor, userId: number, topicIds: number[]): Promise<Set<number>> => {
    if (topicIds.length === 0) return new Set();
    const rows = await db
      .select({ id: topics.id })
      .from(topics)
      .where(and(inArray(topics.id, topicIds), condition(userId)));
    return new Set(rows.map((row) => row.id));
  };
}
