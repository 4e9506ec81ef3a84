import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The interlocutor applications' admin calls (`GET /api/admin/applications?status=`, approve,
 * reject with a note). Read loosely: only the fields the console shows are typed here.
 */
export interface AdminApplication {
  id: number;
  status: string;
  nickname?: string;
  email?: string;
  experience?: string;
  interests?: string;
  help_description?: string;
  review_note?: string | null;
  created_at?: string;
  [key: string]: unknown;
}

interface Page<T> {
  items?: T[];
  data?: T[];
  meta?: { current_page: number; last_page: number; total: number };
}

export function useAdminApplications(status: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'applications', status, page],
    queryFn: async () => {
      const answer = (await api.get('/admin/applications', { query: { status, page } })) as {
        payload?: Page<AdminApplication> | AdminApplication[];
      };
      const payload = answer.payload;
      if (Array.isArray(payload)) return { items: payload, meta: undefined };
      return { items: payload?.items ?? payload?.data ?? [], meta: payload?.meta };
    },
    placeholderData: keepPreviousData,
  });
}

export function useReviewApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      note,
    }: {
      id: number;
      decision: 'approve' | 'reject';
      note: string;
    }) => api.post(`/admin/applications/${id}/${decision}`, { body: note ? { note } : {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
