import type { TPayoutMethod } from '@parlor/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

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

export function useAdminPayouts(status: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'payouts', status, page],
    queryFn: async () => {
      const answer = (await api.get('/admin/payouts', { query: { status, page } })) as {
        payload?:
          | { items?: AdminPayout[]; data?: AdminPayout[]; meta?: { last_page: number } }
          | AdminPayout[];
      };
      const payload = answer.payload;
      if (Array.isArray(payload)) return { items: payload, meta: undefined };
      return { items: payload?.items ?? payload?.data ?? [], meta: payload?.meta };
    },
    placeholderData: keepPreviousData,
  });
}

export function useRevealPayout() {
  return useMutation({
    mutationFn: async (id: number) =>
      ((await api.post(`/admin/payouts/${id}/reveal`)) as { payload?: unknown }).payload,
  });
}

export function usePayoutDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      text,
    }: {
      id: number;
      decision: 'paid' | 'reject';
      text: string;
    }) =>
      api.post(`/admin/payouts/${id}/${decision}`, {
        body: decision === 'paid' ? { reference: text } : { reason: text },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
