import type { FastifyInstance } from 'fastify';
import { chatErrors } from './chat-errors';
import { participantIds, publishToUsers } from './events';
import { publishParticipants } from './join-topic';
import { closeTopic, type TopicRow } from './topic-queries';
import { releaseGuestSeat } from './seat-queries';
import { type MessageRow } from './message-rows';
import { publishSeatLines, storeSeatLines } from './seat-lines';
import { assertVisible, findTopicOrFail } from './topic-access';

/**
 * Leaving: the guest frees the seat and the companion takes over again at once (system lines
 * "The person left", "The companion is back"); the owner leaving closes the topic for both.
 * Leaving twice answers `already leaved` (the client counts it as success).
 */
export async function leaveTopic(
  app: FastifyInstance,
  { userId, topicId, lang }: { userId: number; topicId: number; lang: string },
): Promise<{ closed: boolean }> {
  const topic = await findTopicOrFail(app.db, topicId);
  const role = assertVisible(topic, userId);
  if (topic.isClosed || role === 'visitor') throw chatErrors.alreadyLeft();

  if (role === 'owner') {
    if (!(await closeTopic(app.db, topicId, userId))) throw chatErrors.alreadyLeft();
    await publishToUsers(app, participantIds(topic), () => ({
      type: 'closed',
      topic_id: topicId,
      reason: 'owner',
    }));
    return { closed: true };
  }

  const lines = await app.db.transaction(async (tx) => {
    if (!(await releaseGuestSeat(tx, topicId, userId))) throw chatErrors.alreadyLeft();
    return storeSeatLines(tx, topicId, ['left', 'companionBack']);
  });
  await announceGuestLeft(app, { topic, userId, lines, lang });
  return { closed: false };
}

/**
 * Tells everyone concerned that the guest left the seat, or that the owner removed them
 * (already freed, with the seat lines stored): the guest's tabs, the owner (seat free,
 * companion back), a matched interlocutor's conversation ends, and a search still running
 * ends too.
 */
export async function announceGuestLeft(
  app: FastifyInstance,
  {
    topic,
    userId,
    lines,
    lang,
    isRemovedByOwner = false,
  }: {
    topic: TopicRow;
    userId: number;
    lines: MessageRow[];
    lang: string;
    isRemovedByOwner?: boolean;
  },
): Promise<void> {
  const topicId = topic.id;
  const freed = { ...topic, guestId: null, chatMode: 'ai' as const };
  // The guest's other tabs learn it too (a removed person's leave the chat); the owner sees
  // the seat free again.
  await publishParticipants(app, freed, isRemovedByOwner ? 'removed' : 'left', [userId]);
  await publishToUsers(app, [topic.userId], () => ({
    type: 'mode',
    topic_id: topicId,
    chat_mode: 'ai',
  }));
  await publishSeatLines(app, freed, lines, { lang });
  // A matched interlocutor leaving ends that conversation; the owner may search again.
  await app.chatPorts.interlocutors.onGuestLeft(app, topicId, userId, { isRemovedByOwner });
  // A search still running from before a walk-in sat down ends too: back to the companion,
  // and *Human* starts a fresh search.
  await app.chatPorts.interlocutors.cancelSearchIfRunning(app, { topicId, withLine: false });
}
