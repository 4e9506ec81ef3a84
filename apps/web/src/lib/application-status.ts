import type { TApplication, TApplicationStatusAnswer, TOkEnvelope } from '@parlor/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getTrusted, isApiError } from './api-client';
import { profileQuery } from './auth';

export const applicationStatusKey = ['application-status'] as const;

/**
 * The signed-in user's interlocutor application, or null when there is none: the profile's
 * `has_application` says so without a call, and the status call's 404 still means none.
 * One query for the account and console pages, so a page that shows both asks once.
 */
export const applicationStatusQuery = queryOptions({
  queryKey: applicationStatusKey,
  queryFn: async ({ client }): Promise<TApplication | null> => {
    // Only someone who applied has a status to fetch: nobody else's browser logs the 404.
    const profile = await client.ensureQueryData(profileQuery);
    if (!profile.has_application) return null;
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
