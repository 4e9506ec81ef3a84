import type { TChatMode } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { assertCanOpenAnotherChat } from './active-chat-limit';
import { chatErrors } from './chat-errors';
import { publishParticipants } from './join-topic';
import { takeRandomGuestSeat } from './seat-queries';
import { type TopicRow } from './topic-queries';
import { publishSeatLines, storeSeatLines } from './seat-lines';
import { isApprovedInterlocutor } from './seat-policy';
import { findTopicOrFail } from './topic-access';

/**
 * Random chat: takes the free guest seat of a random open topic the user does not own,
 * preferring topics in the asked mode (a `human` topic's owner is waiting for a person).
 * Topics in safe mode (a crisis was detected in them) are offered to approved interlocutors
 * only, before any other.
 */
export async function joinRandomTopic(
  app: FastifyInstance,
  { userId, chatMode, lang }: { userId: number; chatMode: TChatMode | undefined; lang: string },
): Promise<TopicRow> {
  const settings = await app.reference.settings();
  const { topic, lines } = await app.db.transaction(async (tx) => {
    await assertCanOpenAnotherChat(tx, { settings, userId });
    // Topics in safe mode go to approved interlocutors only, and to them first.
    const isInterlocutor = await isApprovedInterlocutor(tx, userId);
    const topicId = await takeRandomGuestSeat(tx, userId, chatMode, { isInterlocutor });
    if (topicId === undefined) throw chatErrors.noFreeTopics();
    const lines = await storeSeatLines(tx, topicId, ['joined']);
    return { topic: await findTopicOrFail(tx, topicId), lines };
  });
  await publishParticipants(app, topic, 'joined');
  await publishSeatLines(app, topic, lines, { lang });
  return topic;
}
