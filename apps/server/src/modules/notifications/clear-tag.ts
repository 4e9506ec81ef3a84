import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pushedTags } from '../../db/schema';
import { enqueuePushes } from './enqueue-pushes';
import type { PushWorker } from './push-worker';

/**
 * Closes the notification with this tag on the devices of the users who were sent one (all,
 * or only `userId`): a `clear` message the service worker answers by closing it.
 */
export async function clearTag(
  app: FastifyInstance,
  worker: PushWorker,
  tag: string,
  userId?: number,
) {
  const cleared = await app.db
    .delete(pushedTags)
    .where(
      and(
        eq(pushedTags.tag, tag),
        userId === undefined ? undefined : eq(pushedTags.userId, userId),
      ),
    )
    .returning({ userId: pushedTags.userId });
  if (cleared.length === 0) return;
  await enqueuePushes(
    app,
    worker,
    cleared.map((row) => ({
      userId: row.userId,
      kind: 'clear' as const,
      build: () => ({ kind: 'clear', title: '', body: '', url: '/', tag }),
    })),
  );
}
