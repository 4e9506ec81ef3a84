import {
  ZActiveChatsAnswerSchema,
  ZAcceptTermsSchema,
  ZLeaveAnswerSchema,
  ZTermsCheckAnswerSchema,
  ZTopicPayloadSchema,
  ZTopicSchema,
  ZTopicsPageSchema,
  okEnvelope,
  timing,
  type TChatMode,
  type TCreateTopicInput,
  type TSeatPolicy,
} from '@parlor/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';
import { chatKeys } from './query-keys';

const chatTimeout = { timeoutMs: timing.chatCallTimeoutMs };

/** A POST that changes one topic; answers the topic as it stands afterwards. */
async function postTopicChange(path: string, body: Record<string, unknown>) {
  return (await api.post(path, { body, schema: okEnvelope(ZTopicPayloadSchema), ...chatTimeout }))
    .payload.topic;
}

export function topicsQuery(roomId: number, page: number, languageId: number | null) {
  return queryOptions({
    queryKey: [...chatKeys.topics(roomId, page), languageId],
    queryFn: async () =>
      (
        await api.get('/topics/index', {
          query: { room_id: roomId, page },
          schema: okEnvelope(ZTopicsPageSchema),
          ...chatTimeout,
        })
      ).payload,
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

/** One page (6) of a room's open topics, with the room. */
export function useTopics(roomId: number, page: number) {
  const { languageId } = usePreferences();
  return useQuery(topicsQuery(roomId, page, languageId));
}

export const activeChatsQuery = queryOptions({
  queryKey: chatKeys.active(),
  queryFn: () => api.get('/topics/active', { schema: ZActiveChatsAnswerSchema, ...chatTimeout }),
  staleTime: 5_000,
});

/** The user's open chats, with current_count and max_allowed. */
export function useActiveChats() {
  return useQuery(activeChatsQuery);
}

export async function fetchTopic(topicId: number) {
  return (
    await api.get('/topics/topic', {
      query: { topic_id: topicId },
      schema: okEnvelope(ZTopicSchema),
      ...chatTimeout,
    })
  ).payload;
}

export async function createTopic(input: TCreateTopicInput) {
  return api.post('/topics/create', {
    body: { ...input },
    schema: okEnvelope(ZTopicPayloadSchema),
    ...chatTimeout,
  });
}

export async function joinTopic(topicId: number) {
  return postTopicChange('/topics/join', { topic_id: topicId });
}

export async function joinRandomTopic(chatMode: TChatMode | undefined) {
  return (
    await api.get('/topics/random', {
      query: { chat_mode: chatMode },
      schema: okEnvelope(ZTopicPayloadSchema),
      ...chatTimeout,
    })
  ).payload.topic;
}

export async function leaveTopic(topicId: number) {
  return api.post('/topics/leave', {
    body: { topic_id: topicId },
    schema: okEnvelope(ZLeaveAnswerSchema),
    ...chatTimeout,
  });
}

export async function updateChatMode(topicId: number, chatMode: TChatMode) {
  return postTopicChange('/topics/update-chat-mode', { topic_id: topicId, chat_mode: chatMode });
}

export async function checkTerms(topicId: number) {
  return api.get(`/topics/${topicId}/check-terms`, {
    schema: ZTermsCheckAnswerSchema,
    timeoutMs: timing.termsCallTimeoutMs,
  });
}

export async function acceptTerms(topicId: number) {
  return api.post(`/topics/${topicId}/accept-terms`, {
    schema: okEnvelope(ZAcceptTermsSchema),
    timeoutMs: timing.termsCallTimeoutMs,
  });
}

/** The owner changes who may take the seat. */
export async function updateSeatPolicy(topicId: number, seatPolicy: TSeatPolicy) {
  return postTopicChange('/topics/update-seat-policy', {
    topic_id: topicId,
    seat_policy: seatPolicy,
  });
}

/** The owner removes the person in the seat (they cannot come back). */
export async function removeGuest(topicId: number) {
  return postTopicChange('/topics/remove-guest', { topic_id: topicId });
}
