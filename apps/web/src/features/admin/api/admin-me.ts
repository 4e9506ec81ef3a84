import type { TAdminMe, TOkEnvelope } from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTrusted } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

/**
 * `GET /api/admin/me`: null for everyone who may not use the console (401/403). Part of the
 * /admin gate in every visitor's bundle, so it reads the answer without zod (`getTrusted`).
 */
export const adminMeQuery = queryOptions({
  queryKey: ['admin', 'me'],
  queryFn: async (): Promise<TAdminMe | null> => {
    try {
      return (await getTrusted<TOkEnvelope<TAdminMe>>('/admin/me', { silent: true })).payload;
    } catch {
      return null;
    }
  },
  staleTime: 60_000,
});

/** The console's user, or null; not asked at all for guests. */
export function useAdminMe() {
  const { isAuthenticated, isLoading } = useAuth();
  const query = useQuery({ ...adminMeQuery, enabled: isAuthenticated });
  return {
    me: isAuthenticated ? (query.data ?? null) : null,
    isLoading: isLoading || (isAuthenticated && query.isPending),
  };
}
