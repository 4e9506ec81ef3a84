import type { FastifyInstance } from 'fastify';
import { attachmentKeys } from '../attachments/attachment-keys';
import { chatErrors } from '../chat-errors';
import { participantIds, publishToUsers } from '../events';
import { closeTopic } from '../topic-queries';
import { assertVisible, findTopicOrFail } from '../topic-access';
import { deletePendingReply, deleteTopicMessages } from './deletion-queries';

/**
 * "Delete this conversation now": the owner closes the topic (when it is
 * still open) and deletes every message of it and their files at once, instead of after the
 * retention period. The topic's row stays, closed, for what must outlive the conversation
 * (ledger references, earnings, reports and safety alerts: docs/decisions/272-what-stays.md). Only the
 * owner may: the guest gets 403, anyone else 403 on an open topic and 404 on a closed one.
 * The person in the seat sees it closed by its owner at once (`closed` with `purged`).
 */
export async function purgeTopic(
  app: FastifyInstance,
  { userId, topicId }: { userId: number; topicId: number },
): Promise<{ deletedMessages: number }> {
  const { topic, wasOpen, deleted } = await app.db.transaction(async (tx) => {
    // The update lock waits for sends in flight (they share-lock the topic) to commit, and
    // every later send finds the topic closed: no message can slip in after the delete.
    const current = await findTopicOrFail(tx, topicId, 'update');
    if (assertVisible(current, userId) !== 'owner') throw chatErrors.notOwnerOfConversation();
    const wasOpen = !current.isClosed;
    if (wasOpen) await closeTopic(tx, topicId, userId);
    await deletePendingReply(tx, topicId);
    return { topic: current, wasOpen, deleted: await deleteTopicMessages(tx, { topicId }) };
  });
  // The rows are gone; their files go now (a failure here leaves only unreachable files).
  await app.storage.delete(deleted.flatMap(attachmentKeys));
  if (wasOpen) {
    await publishToUsers(app, participantIds(topic), () => ({
      type: 'closed',
      topic_id: topicId,
      reason: 'owner',
      purged: true,
    }));
  }
  return { deletedMessages: deleted.length };
}
