import {
  ZInterlocutorStatsRowSchema,
  okEnvelope,
  type TInterlocutorStatsSort,
} from '@parlor/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** `GET /api/admin/interlocutor-stats`: every interlocutor's work, sorted on the server. */
export function useInterlocutorStats(query: {
  sort: TInterlocutorStatsSort;
  order: 'asc' | 'desc';
}) {
  return useQuery({
    queryKey: ['admin', 'interlocutor-stats', query],
    queryFn: async () =>
      (
        await api.get('/admin/interlocutor-stats', {
          query,
          schema: okEnvelope(z.array(ZInterlocutorStatsRowSchema)),
        })
      ).payload,
    placeholderData: keepPreviousData,
  });
}
