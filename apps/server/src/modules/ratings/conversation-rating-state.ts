import type { TConversationRatingState } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { guestLabel } from '../chat/present';
import { nameShownInTopic } from '../chat/shown-name';
import { assertVisible, findTopicOrFail } from '../chat/topic-access';
import {
  findConversationToRate,
  isRateable,
  presentOwnRating,
  selectRating,
} from './conversation-to-rate';

/**
 * What the owner's page needs after a person left the seat: whether to ask for a rating
 * (a rateable conversation not yet rated or skipped), the person's name as the chat showed
 * it, and the rating given, if any. Anyone else is simply not asked.
 */
export async function conversationRatingState(
  app: FastifyInstance,
  { userId, topicId, lang }: { userId: number; topicId: number; lang: string },
): Promise<TConversationRatingState> {
  const topic = await findTopicOrFail(app.db, topicId);
  assertVisible(topic, userId);
  const none = { topic_id: topicId, can_rate: false, rated_name: null, rating: null };
  const conversation = await findConversationToRate(app.db, topic, userId);
  if (!conversation || !isRateable(conversation)) return none;
  const rating = await selectRating(app.db, conversation);
  const name = await nameShownInTopic(app.db, topic, conversation.ratedUserId);
  return {
    topic_id: topicId,
    can_rate: rating === undefined,
    rated_name: name ?? guestLabel(lang),
    rating: rating ? presentOwnRating(rating) : null,
  };
}
