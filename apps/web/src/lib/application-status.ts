import type { TApplication, TApplicationStatusAnswer, TOkEnvelope } from '@parlor/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getTrusted, isApiError } from './api-client';

export const applicationStatusKey = ['application-status'] as const;

/**
 * The signed-in user's interlocutor application, or null when there is none (the status
 * call's 404). One query for the header's console link and the account and console pages,
 * so a page that shows both asks once.
 */
export const applicationStatusQuery = queryOptions({
  queryKey: applicationStatusKey,
  queryFn: async (): Promise<TApplication | null> => {
    try {
      const answer = await getTrusted<TOkEnvelope<TApplicationStatusAnswer>>(
        '/become-contributor/status',
      );
      return answer.payload.application;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },
  staleTime: 30_000,
});
