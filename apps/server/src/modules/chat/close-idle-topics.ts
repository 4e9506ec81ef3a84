import type { FastifyInstance } from 'fastify';
import { participantIds, publishToUsers } from './events';
import { inBatches, retentionCutoff } from './retention';
import { closeTopicsIdleSince } from './retention-queries';

const batchSize = 500;

/**
 * "No history" for topics nobody closes: an open topic with no message and no join (nor
 * any other change) for `message_retention_days` is closed, and its participants' open pages
 * are told. Its messages then go with the closed topics' on the usual schedule. Topics being
 * written to or joined right now are skipped, so instances may run it side by side.
 * Answers how many topics it closed.
 */
export async function closeIdleTopics(
  app: FastifyInstance,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = await retentionCutoff(app, now);
  return inBatches(batchSize, async () => {
    const closed = await closeTopicsIdleSince(app.db, { cutoff, now, batchSize });
    await Promise.all(
      closed.map((topic) =>
        publishToUsers(app, participantIds(topic), () => ({
          type: 'closed',
          topic_id: topic.id,
          reason: 'inactivity',
        })),
      ),
    );
    return closed.length;
  });
}
