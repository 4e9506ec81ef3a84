import type { TPayoutMethod } from '@parlor/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAdminAction } from './admin-queries';

/**
 * The payouts' admin calls (`GET /api/admin/payouts?status=`, reveal, paid with a
 * reference, reject with a reason). Read loosely: the lead aligns the shape at merge.
 */
export interface AdminPayout {
  id: number;
  status: string;
  amount?: number;
  currency?: string;
  method?: TPayoutMethod;
  destination?: string;
  user_email?: string;
  reference?: string | null;
  reason?: string | null;
  created_at?: string;
  [key: string]: unknown;
}

export function useRevealPayout() {
  return useMutation({
    mutationFn: async (id: number) =>
      ((await api.post(`/admin/payouts/${id}/reveal`)) as { payload?: unknown }).payload,
  });
}

export function usePayoutDecision() {
  return useAdminAction(
    ({ id, decision, text }: { id: number; decision: 'paid' | 'reject'; text: string }) =>
      api.post(`/admin/payouts/${id}/${decision}`, {
        body: decision === 'paid' ? { reference: text } : { reason: text },
      }),
  );
}
