import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';
import { applicationStatusQuery } from '../../../lib/application-status';

/** Whether the signed-in user is an approved interlocutor (for the console link). */
export function useIsInterlocutor(): boolean {
  const { isAuthenticated, emailVerified } = useAuth();
  const { data } = useQuery({
    ...applicationStatusQuery,
    enabled: isAuthenticated && emailVerified,
    select: (application) => application?.status === 'approved',
  });
  return data ?? false;
}
