import type { FastifyInstance } from 'fastify';
import { attachmentKeys } from './attachments/attachment-keys';
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
  const { message_retention_days: days } = await app.reference.settings();
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  let total = 0;
  for (;;) {
    const deleted = await deleteMessagesOfClosedTopics(app.db, cutoff, batchSize);
    await app.storage.delete(deleted.flatMap((message) => attachmentKeys(message.attachments)));
    total += deleted.length;
    if (deleted.length < batchSize) break;
  }
  await app.chatPorts.companion.deleteSummariesOfClosedTopics(app.db, cutoff);
  return total;
}
