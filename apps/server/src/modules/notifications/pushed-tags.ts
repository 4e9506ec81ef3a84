import type { Executor } from '../../db/client';
import { pushedTags } from '../../db/schema';

/** Remembers that these users' devices were sent a notification with this tag. */
export async function rememberTags(db: Executor, rows: { userId: number; tag: string }[]) {
  if (rows.length === 0) return;
  await db.insert(pushedTags).values(rows).onConflictDoNothing();
}
