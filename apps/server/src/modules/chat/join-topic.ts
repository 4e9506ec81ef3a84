import type { FastifyInstance } from 'fastify';
import { assertCanOpenAnotherChat } from './active-chat-limit';
import { chatErrors } from './chat-errors';
import { participantIds, publishToUsers } from './events';
import type { TopicRow } from './topic-queries';
import { takeGuestSeat } from './seat-queries';
import { assertMayTakeSafeSeat, selectSeatRefusal } from './seat-policy';
import { publishSeatLines, storeSeatLines } from './seat-lines';
import { assertVisible, findTopicOrFail } from './topic-access';

/** Tells the topic's participants that someone joined or left. */
export function publishParticipants(
  app: FastifyInstance,
  topic: TopicRow,
  action: 'joined' | 'left' | 'removed',
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
 * Takes the free guest seat of someone else's open topic when it is open to the caller
 * (seat-policy.ts; else 403 with the sentence why): the companion is now a person
 * (`human` mode), which the conversation says in a system line. Two users racing for the seat: the row's conditional update lets exactly
 * one win; the other is told the chat is full.
 */
export async function joinTopic(
  app: FastifyInstance,
  { userId, topicId, lang }: { userId: number; topicId: number; lang: string },
): Promise<TopicRow> {
  const settings = await app.reference.settings();
  const { topic, lines } = await app.db.transaction(async (tx) => {
    const current = await findTopicOrFail(tx, topicId);
    const role = assertVisible(current, userId);
    if (current.isClosed) throw chatErrors.topicClosed();
    if (role !== 'visitor') throw chatErrors.alreadyParticipant(current.id);
    // The owner's seat policy, a removal or a block: 403 with the sentence why.
    const refusal = await selectSeatRefusal(tx, topicId, userId);
    if (refusal) throw chatErrors.seatRefused(refusal);
    if (current.guestId !== null) throw chatErrors.topicFull();
    // The safety lane: a topic in safe mode takes approved interlocutors only.
    await assertMayTakeSafeSeat(tx, { topic: current, userId });

    await assertCanOpenAnotherChat(tx, { settings, userId });
    if (!(await takeGuestSeat(tx, topicId, userId))) {
      const now = await findTopicOrFail(tx, topicId);
      if (now.isClosed) throw chatErrors.topicClosed();
      const refusedNow = await selectSeatRefusal(tx, topicId, userId);
      throw refusedNow ? chatErrors.seatRefused(refusedNow) : chatErrors.topicFull();
    }
    const lines = await storeSeatLines(tx, topicId, ['joined']);
    return { topic: await findTopicOrFail(tx, topicId), lines };
  });
  await publishParticipants(app, topic, 'joined');
  await publishSeatLines(app, topic, lines, { lang });
  return topic;
}
