import {
  ZApplicationAnswerSchema,
  ZApplicationStatusSchema,
  okEnvelope,
  type TApplicationModalForm,
} from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

export const applicationStatusKey = ['interlocutors', 'application-status'] as const;

/** The caller's current application, or null when there is none (the status call's 404). */
export const applicationStatusQuery = queryOptions({
  queryKey: applicationStatusKey,
  queryFn: async () => {
    try {
      return (
        await api.get('/become-contributor/status', {
          schema: okEnvelope(ZApplicationStatusSchema),
        })
      ).payload.application;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },
  staleTime: 30_000,
});

export function useApplicationStatus() {
  const { isAuthenticated, emailVerified } = useAuth();
  return useQuery({ ...applicationStatusQuery, enabled: isAuthenticated && emailVerified });
}

/** `POST /become-contributor` with the spec's payload (`help_description`). */
export async function submitApplication(form: TApplicationModalForm) {
  const answer = await api.post('/become-contributor', {
    body: {
      nickname: form.nickname,
      email: form.email,
      experience: form.experience,
      interests: form.interests,
      help_description: form.helpDescription,
    },
    schema: okEnvelope(ZApplicationAnswerSchema),
  });
  return answer.payload.application;
}
