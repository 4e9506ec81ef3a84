import type { FastifyInstance } from 'fastify';
import { attachmentKeys } from './attachments/attachment-keys';
import { inBatches, retentionCutoff } from './retention';
import { deleteMessagesOfClosedTopics } from './retention-queries';

const batchSize = 1000;

/**
 * "No history": deletes the messages of topics closed more than `message_retention_days`
 * ago, in batches so no transaction grows large, and then their attachment files. Safe to run on several instances at once
 * (deleting a row twice is a no-op). Answers how many messages it deleted.
 */
export async function purgeClosedTopicMessages(
  app: FastifyInstance,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = await retentionCutoff(app, now);
  const total = await inBatches(batchSize, async () => {
    const deleted = await deleteMessagesOfClosedTopics(app.db, cutoff, batchSize);
    await app.storage.delete(deleted.flatMap((message) => attachmentKeys(message.attachments)));
    return deleted.length;
  });
  await app.chatPorts.companion.deleteSummariesOfClosedTopics(app.db, cutoff);
  return total;
}
