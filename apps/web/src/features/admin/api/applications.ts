import { api } from '../../../lib/api-client';
import { useAdminAction } from './admin-queries';

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

export function useReviewApplication() {
  return useAdminAction(
    ({ id, decision, note }: { id: number; decision: 'approve' | 'reject'; note: string }) =>
      api.post(`/admin/applications/${id}/${decision}`, { body: note ? { note } : {} }),
  );
}
