import { and, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { topics } from '../../db/schema';

/**
 * Of the given topics, the ids of those that meet `condition`: one statement for a page of
 * topics, none for an empty page.
 */
export async function selectTopicIdsWhere(
  db: Executor,
  topicIds: number[],
  condition: SQL | undefined,
): Promise<Set<number>> {
  if (topicIds.length === 0) return new Set();
  const rows = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(inArray(topics.id, topicIds), condition));
  return new Set(rows.map((row) => row.id));
}
