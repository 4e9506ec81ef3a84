import {
  ZApplicationAnswerSchema,
  okEnvelope,
  type TApplicationModalForm,
} from '@parlor/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { applicationStatusQuery } from '../../../lib/application-status';

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
