import type { TSeatPolicy } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { chatErrors } from './chat-errors';
import type { TopicRow } from './topic-queries';
import { updateSeatPolicyRow } from './seat-policy';
import { assertParticipant, findTopicOrFail } from './topic-access';

/**
 * The owner changes who may take the seat of their open topic. A person already in the seat
 * stays (the owner removes them with `remove-guest`); closing the seat to everyone
 * (`nobody`) stops a running search for a person.
 */
export async function updateSeatPolicy(
  app: FastifyInstance,
  { userId, topicId, seatPolicy }: { userId: number; topicId: number; seatPolicy: TSeatPolicy },
): Promise<TopicRow> {
  const topic = await findTopicOrFail(app.db, topicId);
  if (assertParticipant(topic, userId) !== 'owner') throw chatErrors.notOwnerOfSeat();
  if (!(await updateSeatPolicyRow(app.db, { topicId, ownerId: userId, seatPolicy }))) {
    throw chatErrors.topicClosed();
  }
  if (seatPolicy === 'nobody')
    await app.chatPorts.interlocutors.cancelSearchIfRunning(app, { topicId });
  return findTopicOrFail(app.db, topicId);
}
