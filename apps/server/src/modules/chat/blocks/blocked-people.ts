import type { TBlockedPerson } from '@parlor/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { topics, userBlocks } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { guestLabel } from '../present';

/**
 * The people a user blocked, newest first: the name each went by in the conversation of the
 * block (the neutral label for a walk-in guest), that conversation's title and the date.
 */
export async function listBlockedPeople(
  db: Executor,
  { userId, lang }: { userId: number; lang: string },
): Promise<TBlockedPerson[]> {
  const rows = await db
    .select({
      id: userBlocks.id,
      shownName: userBlocks.shownName,
      topicTitle: topics.title,
      createdAt: userBlocks.createdAt,
    })
    .from(userBlocks)
    .leftJoin(topics, eq(topics.id, userBlocks.topicId))
    .where(eq(userBlocks.blockerId, userId))
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.shownName ?? guestLabel(lang),
    topic_title: row.topicTitle,
    blocked_at: row.createdAt.toISOString(),
  }));
}

/**
 * The user lifts one of their blocks: random chat and joining may seat the two together
 * again (unless the other person blocked them too). Theirs alone to lift: no staff action,
 * no audit row.
 */
export async function unblockPerson(
  db: Executor,
  { userId, blockId }: { userId: number; blockId: number },
): Promise<void> {
  const removed = await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, userId), eq(userBlocks.id, blockId)))
    .returning({ id: userBlocks.id });
  if (removed.length === 0) {
    throw AppError.notFound('ratings.errors.blockNotFound', { code: 'BLOCK_NOT_FOUND' });
  }
}
