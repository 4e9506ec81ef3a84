import type { FastifyInstance } from 'fastify';
import { assertCanOpenAnotherChat } from './active-chat-limit';
import { chatErrors } from './chat-errors';
import { participantIds, publishToUsers } from './events';
import type { TopicRow } from './queries';
import { takeGuestSeat } from './queries';
import { assertVisible, findTopicOrFail } from './topic-access';

/** Tells the topic's participants that someone joined or left. */
export function publishParticipants(
  app: FastifyInstance,
  topic: TopicRow,
  action: 'joined' | 'left',
  alsoTo: number[] = [],
) {
  return publishToUsers(app, [...participantIds(topic), ...alsoTo], () => ({
    type: 'participants',
    topic_id: topic.id,
    action,
    participants_count: topic.guestId === null ? 1 : 2,
  }));
}

/**
 * Takes the free guest seat of someone else's open topic: the companion is now a person
 * (`human` mode). Two users racing for the seat: the row's conditional update lets exactly
 * one win; the other is told the chat is full.
 */
export async function joinTopic(
  app: FastifyInstance,
  { userId, topicId }: { userId: number; topicId: number },
): Promise<TopicRow> {
  const settings = await app.reference.settings();
  const topic = await app.db.transaction(async (tx) => {
    const current = await findTopicOrFail(tx, topicId);
    const role = assertVisible(current, userId);
    if (current.isClosed) throw chatErrors.topicClosed();
    if (role !== 'visitor') throw chatErrors.alreadyParticipant(current.id);
    if (current.guestId !== null) throw chatErrors.topicFull();

    await assertCanOpenAnotherChat(tx, { settings, userId });
    if (!(await takeGuestSeat(tx, topicId, userId))) {
      const now = await findTopicOrFail(tx, topicId);
      throw now.isClosed ? chatErrors.topicClosed() : chatErrors.topicFull();
    }
    return findTopicOrFail(tx, topicId);
  });
  await publishParticipants(app, topic, 'joined');
  return topic;
}
