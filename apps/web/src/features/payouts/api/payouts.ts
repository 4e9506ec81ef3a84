import {
  ZPayoutDestinationStatusSchema,
  ZPayoutMethodsSchema,
  ZPayoutSchema,
  okEnvelope,
  type TPayoutDestinationCheck,
  type TPayoutRequest,
} from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';
import { queryClient } from '../../../lib/query-client';

/** Payout data lives under the `user` key, so signing out drops it. */
export const payoutsQueryKey = ['user', 'payouts'] as const;

/** `GET /api/payouts/methods`: methods, limits and the available earnings in the chosen currency. */
export function payoutMethodsQuery(currency: string, languageId: number | null) {
  return queryOptions({
    queryKey: [...payoutsQueryKey, 'methods', currency, languageId],
    queryFn: async () =>
      (await api.get('/payouts/methods', { schema: okEnvelope(ZPayoutMethodsSchema) })).payload,
  });
}

export function usePayoutMethods() {
  const { currency, languageId } = usePreferences();
  return useQuery(payoutMethodsQuery(currency, languageId));
}

/** `GET /api/payouts`: the caller's payouts, newest first. */
export const payoutHistoryQuery = queryOptions({
  queryKey: [...payoutsQueryKey, 'history'],
  queryFn: async () =>
    (await api.get('/payouts', { schema: okEnvelope(z.array(ZPayoutSchema)) })).payload,
});

export function usePayoutHistory() {
  return useQuery(payoutHistoryQuery);
}

/** `POST /api/payouts`; afterwards the history and the available balance are refetched (spec §4). */
export async function requestPayout(request: Partial<TPayoutRequest>) {
  const answer = await api.post('/payouts', {
    body: request,
    schema: okEnvelope(ZPayoutSchema),
  });
  await queryClient.invalidateQueries({ queryKey: payoutsQueryKey });
  return answer;
}

/** `POST /api/payouts/destination-check`: whether a payout there needs the password. */
export async function checkPayoutDestination(destination: TPayoutDestinationCheck) {
  return (
    await api.post('/payouts/destination-check', {
      body: destination,
      schema: okEnvelope(ZPayoutDestinationStatusSchema),
    })
  ).payload;
}
