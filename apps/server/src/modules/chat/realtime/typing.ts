import type { FastifyInstance } from 'fastify';
import { participantIds, publishToUsers } from '../events';
import { personNameFor, roleIn } from '../present';
import { selectTopic, type TopicRow } from '../topic-queries';

const membershipTtlMs = 5000;

/**
 * Relays a participant's typing state to the other participant. Membership is looked up
 * at most every few seconds per socket and topic, so typing costs no query per keystroke.
 */
export function createTypingRelay(app: FastifyInstance, userId: number) {
  const topics = new Map<number, { topic: TopicRow | undefined; fetchedAt: number }>();

  async function topicOf(topicId: number): Promise<TopicRow | undefined> {
    const cached = topics.get(topicId);
    if (cached && Date.now() - cached.fetchedAt < membershipTtlMs) return cached.topic;
    const topic = await selectTopic(app.db, topicId);
    if (topics.size > 50) topics.clear();
    topics.set(topicId, { topic, fetchedAt: Date.now() });
    return topic;
  }

  return async function relayTyping(topicId: number, isTyping: boolean): Promise<void> {
    const topic = await topicOf(topicId);
    if (!topic || topic.isClosed || roleIn(topic, userId) === 'visitor') return;
    const others = participantIds(topic).filter((id) => id !== userId);
    await publishToUsers(app, others, (recipient) => ({
      type: 'typing',
      topic_id: topicId,
      is_typing: isTyping,
      // The socket knows no language; the neutral label falls back to English here.
      sender: personNameFor(topic, userId, { userId: recipient, lang: 'en' }),
    }));
  };
}
