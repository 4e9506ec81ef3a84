import type { FastifyInstance } from 'fastify';
import { chatErrors } from './chat-errors';
import { participantIds, publishToUsers } from './events';
import { onGuestLeft } from '../interlocutors/end-interlocutor-seat';
import { publishParticipants } from './join-topic';
import { closeTopic, releaseGuestSeat } from './queries';
import { assertVisible, findTopicOrFail } from './topic-access';

/**
 * Leaving: the guest frees the seat; the owner leaving closes the topic for both. Leaving
 * twice answers `already leaved` (the client counts it as success).
 */
export async function leaveTopic(
  app: FastifyInstance,
  { userId, topicId }: { userId: number; topicId: number },
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

  if (!(await releaseGuestSeat(app.db, topicId, userId))) throw chatErrors.alreadyLeft();
  // The leaver's other tabs learn it too; the owner sees the seat free again.
  await publishParticipants(app, { ...topic, guestId: null }, 'left', [userId]);
  // A matched interlocutor leaving ends that conversation; the owner may search again.
  await onGuestLeft(app, topicId, userId);
  return { closed: false };
}
