import type { TChatMode } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { chatErrors } from './chat-errors';
import { participantIds, publishToUsers } from './events';
import { setChatMode, type TopicRow } from './topic-queries';
import { findOwnedTopicOrFail, findTopicOrFail } from './topic-access';

/**
 * The owner switches their companion between the AI and a person. Asking for a person
 * opens a search (the topic stays `ai`, the AI keeps answering, until an interlocutor takes
 * the seat); switching back to `ai` while searching cancels the search. The AI cannot take
 * a seat a person holds, so `ai` is refused while a guest is in the topic.
 */
export async function updateChatMode(
  app: FastifyInstance,
  { userId, topicId, mode }: { userId: number; topicId: number; mode: TChatMode },
): Promise<TopicRow> {
  const topic = await findOwnedTopicOrFail(app.db, topicId, userId);
  if (mode === 'human' && topic.guestId === null) {
    // Asked for directly (no hand-off summary offered): nothing of the conversation is shared.
    await app.chatPorts.interlocutors.openSearch(app, { topic });
    return topic;
  }
  if (mode === 'ai' && topic.guestId === null)
    await app.chatPorts.interlocutors.cancelSearchIfRunning(app, { topicId });
  if (topic.chatMode === mode) return topic;
  if (mode === 'ai' && topic.guestId !== null) throw chatErrors.guestPresent();

  if (!(await setChatMode(app.db, { topicId, ownerId: userId, mode }))) {
    const now = await findTopicOrFail(app.db, topicId);
    throw now.isClosed ? chatErrors.topicClosed() : chatErrors.guestPresent();
  }
  const updated = await findTopicOrFail(app.db, topicId);
  if (updated.chatMode === 'human') await app.chatPorts.companion.cancelReply(app, updated);
  await publishToUsers(app, participantIds(updated), () => ({
    type: 'mode',
    topic_id: topicId,
    chat_mode: updated.chatMode,
  }));
  return updated;
}
