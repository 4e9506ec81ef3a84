import type { FastifyInstance } from 'fastify';
import { attachmentKeys } from '../attachments/attachment-keys';
import { chatErrors } from '../chat-errors';
import { announceGuestLeft } from '../leave-topic';
import { roleIn } from '../present';
import { releaseGuestSeat } from '../seat-queries';
import { storeSeatLines } from '../seat-lines';
import { findTopicOrFail } from '../topic-access';
import { deleteTopicMessages, hasOwnMessages } from './deletion-queries';

/**
 * A guest leaves and has their own messages in the topic deleted now:
 * only the messages they wrote (and their files), never the owner's. Who may: whoever holds
 * the guest seat, held it last, or wrote in the topic as a guest before. The owner deletes
 * the whole conversation instead (`POST /topics/purge`, 403 here); anyone else gets 403 on
 * an open topic and 404 on a closed one, as every chat call answers them.
 */
export async function deleteOwnMessages(
  app: FastifyInstance,
  { userId, topicId, lang }: { userId: number; topicId: number; lang: string },
): Promise<{ left: boolean; deletedMessages: number }> {
  const { topic, lines, deleted } = await app.db.transaction(async (tx) => {
    const current = await findTopicOrFail(tx, topicId, 'update');
    const role = roleIn(current, userId);
    if (role === 'owner') throw chatErrors.ownerDeletesConversation();
    if (
      role === 'visitor' &&
      current.lastGuestId !== userId &&
      !(await hasOwnMessages(tx, topicId, userId))
    ) {
      throw current.isClosed ? chatErrors.topicNotFound() : chatErrors.notParticipant();
    }
    const deleted = await deleteTopicMessages(tx, { topicId, senderId: userId });
    // Leaving writes the seat lines last: their seq is the last lock taken (store-message.ts).
    const isLeaving =
      role === 'guest' && !current.isClosed && (await releaseGuestSeat(tx, topicId, userId));
    const lines = isLeaving ? await storeSeatLines(tx, topicId, ['left', 'companionBack']) : null;
    return { topic: current, lines, deleted };
  });
  await app.storage.delete(deleted.flatMap(attachmentKeys));
  if (lines) await announceGuestLeft(app, { topic, userId, lines, lang });
  return { left: lines !== null, deletedMessages: deleted.length };
}
