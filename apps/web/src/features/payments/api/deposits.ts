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
import { api, isApiError } from '../../../lib/api-client';
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

/** The server does not know this deposit for this user (404; another user's answers so too). */
const isUnknownDeposit = (error: unknown) => isApiError(error) && error.status === 404;

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
    // Every 3 s while pending; stops on success, on error and on an unknown deposit. A
    // failed call (network, timeout) is tried again on the next tick.
    refetchInterval: (query) =>
      options.poll &&
      !isUnknownDeposit(query.state.error) &&
      (query.state.data?.status ?? 'pending') === 'pending'
        ? timing.depositPollMs
        : false,
  });
}

/**
 * Where a payment stands for a result page: `signed-out` (the status is the owner's only),
 * `checking` until the first answer, then the deposit's status or `unknown`.
 */
export type TDepositOutcome =
  'signed-out' | 'checking' | 'pending' | 'success' | 'error' | 'unknown';

export function useDepositOutcome(depositId: number | null, options: { poll: boolean }) {
  const auth = useAuth();
  const query = useDepositStatus(depositId, options);
  const outcome: TDepositOutcome =
    !auth.isLoading && !auth.isAuthenticated
      ? 'signed-out'
      : isUnknownDeposit(query.error)
        ? 'unknown'
        : (query.data?.status ?? 'checking');
  return { outcome, deposit: query.data };
}
