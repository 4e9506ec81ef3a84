import { ZSavedBillingAnswerSchema, okEnvelope } from '@parlor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import type { billingRequest } from '../lib/billing-form';

/** Under the `user` key, so signing out drops them. */
export const savedBillingQueryKey = ['user', 'billing-details'] as const;

const answer = okEnvelope(ZSavedBillingAnswerSchema);

/** `GET /api/user/billing-details`: what the user asked to remember (null when nothing). */
export function useSavedBilling() {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: savedBillingQueryKey,
    queryFn: async () =>
      (await api.get('/user/billing-details', { schema: answer })).payload.billing_details,
    enabled: isAuthenticated,
  });
}

/** `PUT /api/user/billing-details`: remember these details (the billing step's fields). */
export async function saveBilling(details: ReturnType<typeof billingRequest>) {
  return (await api.put('/user/billing-details', { body: { ...details }, schema: answer })).payload
    .billing_details;
}

/** `DELETE /api/user/billing-details`: forget them. */
export async function forgetBilling() {
  await api.delete('/user/billing-details', { schema: answer });
}

/** Saving or forgetting, then the cached answer replaced. */
export function useBillingMutations() {
  const queryClient = useQueryClient();
  const settle = (value: Awaited<ReturnType<typeof saveBilling>>) =>
    queryClient.setQueryData(savedBillingQueryKey, value);
  return {
    save: useMutation({ mutationFn: saveBilling, onSuccess: settle }),
    forget: useMutation({ mutationFn: forgetBilling, onSuccess: () => settle(null) }),
  };
}
