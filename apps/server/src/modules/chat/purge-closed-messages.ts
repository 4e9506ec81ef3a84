import type { FastifyInstance } from 'fastify';
import { deleteMessagesOfClosedTopics } from './queries';

const batchSize = 1000;

/**
 * "No history": deletes the messages of topics closed more than `message_retention_days`
 * ago, in batches so no transaction grows large. Safe to run on several instances at once
 * (deleting a row twice is a no-op). Answers how many messages it deleted.
 */
export async function purgeClosedTopicMessages(
  app: FastifyInstance,
  now: Date = new Date(),
): Promise<number> {
  const { message_retention_days: days } = await app.reference.settings();
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  let total = 0;
  for (;;) {
    const deleted = await deleteMessagesOfClosedTopics(app.db, cutoff, batchSize);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
