import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/admin/users/{id}/balance-adjustments` (account `points` or
 * `earnings_available`, signed amount in points, required reason; ledger kind `adjustment`).
 */
export function useAdjustBalance(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      account: 'points' | 'earnings_available';
      amount: number;
      reason: string;
    }) => api.post(`/admin/users/${userId}/balance-adjustments`, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'user', userId] }),
  });
}

/**
 * `POST /api/admin/users/{id}/interlocutor`: an admin revokes (or grants) a user's approval
 * as an interlocutor, with a reason (audited).
 */
export function useSetInterlocutor(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { is_interlocutor: boolean; reason: string }) =>
      api.post(`/admin/users/${userId}/interlocutor`, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
