import type { TChatMode } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { assertCanOpenAnotherChat } from './active-chat-limit';
import { chatErrors } from './chat-errors';
import { publishParticipants } from './join-topic';
import { takeRandomGuestSeat, type TopicRow } from './queries';
import { findTopicOrFail } from './topic-access';

/**
 * Random chat: takes the free guest seat of a random open topic the user does not own,
 * preferring topics in the asked mode (a `human` topic's owner is waiting for a person).
 */
export async function joinRandomTopic(
  app: FastifyInstance,
  { userId, chatMode }: { userId: number; chatMode: TChatMode | undefined },
): Promise<TopicRow> {
  const settings = await app.reference.settings();
  const topic = await app.db.transaction(async (tx) => {
    await assertCanOpenAnotherChat(tx, { settings, userId });
    const topicId = await takeRandomGuestSeat(tx, userId, chatMode);
    if (topicId === undefined) throw chatErrors.noFreeTopics();
    return findTopicOrFail(tx, topicId);
  });
  await publishParticipants(app, topic, 'joined');
  return topic;
}
