import { useProfile } from '../../../lib/auth';

/**
 * Whether the signed-in user is an approved interlocutor (for the console link): from the
 * profile every page loads anyway, so no page asks for the application status just for this.
 */
export function useIsInterlocutor(): boolean {
  return useProfile().data?.is_interlocutor ?? false;
}
