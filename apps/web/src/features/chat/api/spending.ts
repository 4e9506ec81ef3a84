import { ZSpendingAnswerSchema, okEnvelope } from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys } from './query-keys';

/** Minutes east of UTC of this browser's clock now (the days of the history are the user's). */
function utcOffsetMinutes(): number {
  return -new Date().getTimezoneOffset();
}

export const spendingQuery = queryOptions({
  queryKey: chatKeys.spending(),
  queryFn: async () =>
    (
      await api.get('/messages/spending', {
        query: { utc_offset: utcOffsetMinutes() },
        schema: okEnvelope(ZSpendingAnswerSchema),
      })
    ).payload.data,
  staleTime: 10_000,
});

/** Where the user's points went: message costs per topic and day, newest first. */
export function useSpending() {
  return useQuery(spendingQuery);
}
