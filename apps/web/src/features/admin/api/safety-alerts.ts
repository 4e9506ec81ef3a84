import { ZSafetyAlertSchema, okEnvelope } from '@parlor/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Topics where a crisis was detected (open first), refreshed every half minute. */
export function useSafetyAlerts() {
  return useQuery({
    queryKey: ['admin', 'safety-alerts'],
    queryFn: async () =>
      (await api.get('/admin/safety-alerts', { schema: okEnvelope(z.array(ZSafetyAlertSchema)) }))
        .payload,
    refetchInterval: 30_000,
  });
}

export function useMarkAlertHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      api.post(`/admin/safety-alerts/${id}/handled`, {
        schema: okEnvelope(z.object({ id: z.number() })),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'safety-alerts'] }),
  });
}
