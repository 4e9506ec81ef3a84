import { ZInterlocutorConsoleSchema, ZTopicPayloadSchema, okEnvelope } from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const consoleKey = ['interlocutors', 'console'] as const;

export const consoleQuery = queryOptions({
  queryKey: consoleKey,
  queryFn: async () =>
    (await api.get('/interlocutor/console', { schema: okEnvelope(ZInterlocutorConsoleSchema) }))
      .payload,
  // Earnings and the waiting times move on their own; offers also arrive over the socket.
  refetchInterval: 5_000,
});

export function useConsole() {
  return useQuery(consoleQuery);
}

export async function setAvailability(isAvailable: boolean) {
  await api.post('/interlocutor/availability', { body: { is_available: isAvailable } });
}

export async function acceptRequest(requestId: number) {
  return (
    await api.post(`/interlocutor/requests/${requestId}/accept`, {
      schema: okEnvelope(ZTopicPayloadSchema),
    })
  ).payload.topic;
}
