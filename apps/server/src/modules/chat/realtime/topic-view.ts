import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { topicViews } from '../../../db/schema';
import { findTopicOrFail } from '../topic-access';
import { participantIds } from '../events';

/**
 * Which conversation one socket shows in a visible tab, kept in the database so that every
 * instance can tell (the notifications ask before pushing). Refreshed by the socket's
 * heartbeat; removed when the tab hides, changes topic or closes.
 */
export function createTopicView(app: FastifyInstance, userId: number) {
  const socketId = randomUUID();
  let topicId: number | null = null;

  const clear = async () => {
    if (topicId === null) return;
    topicId = null;
    await app.db.delete(topicViews).where(eq(topicViews.socketId, socketId));
  };

  return {
    /** The tab shows `next` (a topic the user takes part in), or nothing. */
    async set(next: number | null) {
      if (next === null) return clear();
      const topic = await findTopicOrFail(app.db, next).catch(() => undefined);
      if (!topic || !participantIds(topic).includes(userId)) return clear();
      topicId = next;
      const now = new Date();
      await app.db
        .insert(topicViews)
        .values({ socketId, userId, topicId: next, seenAt: now })
        .onConflictDoUpdate({ target: topicViews.socketId, set: { topicId: next, seenAt: now } });
      // Read here: its notification closes on the user's other devices.
      app.notices.announce({ kind: 'topic_read', topicId: next, userId });
    },
    /** Heartbeat: still shown. */
    async refresh() {
      if (topicId === null) return;
      await app.db
        .update(topicViews)
        .set({ seenAt: new Date() })
        .where(eq(topicViews.socketId, socketId));
    },
    clear,
  };
}
