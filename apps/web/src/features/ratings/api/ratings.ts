import {
  ZBlockedPersonSchema,
  ZConversationRatingStateSchema,
  ZOwnRatingSchema,
  ZOwnRatingsSummarySchema,
  okEnvelope,
  type TRateConversationInput,
} from '@parlor/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const ratingKeys = {
  conversation: (topicId: number) => ['ratings', 'conversation', topicId] as const,
  own: ['ratings', 'own'] as const,
  blocks: ['user-blocks'] as const,
};

/** `GET /api/ratings/conversation`: whether to ask the owner to rate the topic's last person. */
export function useConversationRating(topicId: number) {
  return useQuery({
    queryKey: ratingKeys.conversation(topicId),
    queryFn: async () =>
      (
        await api.get('/ratings/conversation', {
          query: { topic_id: topicId },
          schema: okEnvelope(ZConversationRatingStateSchema),
        })
      ).payload,
    staleTime: 0,
  });
}

/** `POST /api/ratings/rate`: a new rating, or a change within 24 h. */
export async function rateConversation(values: TRateConversationInput & { topic_id: number }) {
  const answer = await api.post('/ratings/rate', {
    body: values,
    schema: okEnvelope(ZOwnRatingSchema),
  });
  await queryClient.invalidateQueries({ queryKey: ratingKeys.conversation(values.topic_id) });
  return answer.payload;
}

/** `POST /api/ratings/skip`: never asked about this conversation again. */
export async function skipRating(topicId: number) {
  const answer = await api.post('/ratings/skip', {
    body: { topic_id: topicId },
    schema: okEnvelope(ZOwnRatingSchema),
  });
  await queryClient.invalidateQueries({ queryKey: ratingKeys.conversation(topicId) });
  return answer.payload;
}

/** `GET /api/interlocutor/ratings`: the interlocutor's own summary (from 5 ratings). */
export function useOwnRatings() {
  return useQuery({
    queryKey: ratingKeys.own,
    queryFn: async () =>
      (await api.get('/interlocutor/ratings', { schema: okEnvelope(ZOwnRatingsSummarySchema) }))
        .payload,
  });
}

/** `GET /api/user/blocks`: the people the user blocked. */
export function useBlockedPeople() {
  return useQuery({
    queryKey: ratingKeys.blocks,
    queryFn: async () =>
      (await api.get('/user/blocks', { schema: okEnvelope(z.array(ZBlockedPersonSchema)) }))
        .payload,
  });
}

/** `POST /api/user/blocks/remove`: random chat and joining may pair the two again. */
export async function unblockPerson(id: number) {
  await api.post('/user/blocks/remove', { body: { id }, schema: okEnvelope(z.null()) });
  await queryClient.invalidateQueries({ queryKey: ratingKeys.blocks });
}
