import {
  ZCheckoutStartedSchema,
  ZDepositHistoryRowSchema,
  ZDepositStatusSchema,
  okEnvelope,
  pageSizes,
  timing,
  type ZDepositCheckoutRequestSchema,
} from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

/** Deposits live under the `user` key, so signing out drops them. */
export const depositHistoryQueryKey = ['user', 'deposit-history'] as const;

/** `GET /api/deposit/history`: the newest successful top-ups (the account page shows 5). */
export const depositHistoryQuery = queryOptions({
  queryKey: [...depositHistoryQueryKey, pageSizes.purchaseHistory],
  queryFn: async () =>
    (
      await api.get('/deposit/history', {
        query: { limit: pageSizes.purchaseHistory },
        schema: okEnvelope(z.array(ZDepositHistoryRowSchema)),
      })
    ).payload,
});

export function useDepositHistory() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...depositHistoryQuery, enabled: isAuthenticated });
}

/** What the top-up modal sends: an amount in the chosen currency or a bundle, plus billing. */
export type TCheckoutInput = z.input<typeof ZDepositCheckoutRequestSchema>;

/** `POST /api/deposit/checkout`: answers where to send the browser. */
export async function startCheckout(input: TCheckoutInput) {
  return (
    await api.post('/deposit/checkout', {
      body: { ...input },
      schema: okEnvelope(ZCheckoutStartedSchema),
    })
  ).payload;
}

/** `GET /api/deposit/status/{id}`, polled every 3 s while pending (spec §4). */
export function useDepositStatus(depositId: number | null, options: { poll: boolean }) {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: ['user', 'deposit-status', depositId],
    queryFn: async () =>
      (
        await api.get(`/deposit/status/${depositId}`, {
          schema: okEnvelope(ZDepositStatusSchema),
        })
      ).payload,
    enabled: depositId !== null && isAuthenticated,
    retry: false,
    // Every 3 s while pending; stops on success, on error and when the call itself fails.
    refetchInterval: (query) =>
      options.poll &&
      query.state.status !== 'error' &&
      (query.state.data?.status ?? 'pending') === 'pending'
        ? timing.depositPollMs
        : false,
  });
}
