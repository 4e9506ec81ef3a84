import type { TApplicationStatusAnswer, TOkEnvelope } from '@parlor/contracts';
import { useQuery } from '@tanstack/react-query';
import { getTrusted, isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

/** Whether the signed-in user is an approved interlocutor (for the console link). */
export function useIsInterlocutor(): boolean {
  const { isAuthenticated, emailVerified } = useAuth();
  const { data } = useQuery({
    queryKey: ['site', 'is-interlocutor'],
    queryFn: async () => {
      try {
        const answer = await getTrusted<TOkEnvelope<TApplicationStatusAnswer>>(
          '/become-contributor/status',
        );
        return answer.payload.application.status === 'approved';
      } catch (error) {
        if (isApiError(error) && error.status === 404) return false;
        throw error;
      }
    },
    enabled: isAuthenticated && emailVerified,
    staleTime: 60_000,
  });
  return data ?? false;
}
