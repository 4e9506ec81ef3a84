import {
  ZUserProfileSchema,
  okEnvelope,
  type TChangePasswordForm,
  type TProfileForm,
} from '@parlor/contracts';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';

/** `PUT /api/user/profile`; the answer replaces the cached profile. */
export async function updateProfile(values: TProfileForm) {
  const answer = await api.put('/user/profile', {
    body: {
      name: values.name,
      surname: values.surname,
      email: values.email,
      phone: values.phone?.phone ?? '',
      phoneCountryCode: values.phone?.phoneCountryCode ?? '',
      nationalNumber: values.phone?.nationalNumber ?? '',
      avatar_color: values.avatar_color,
    },
    schema: okEnvelope(ZUserProfileSchema),
  });
  queryClient.setQueryData(profileQueryKey, answer.payload);
  return answer;
}

/** `POST /api/user/change-password`; the other sessions of the user end. */
export function changePassword(values: TChangePasswordForm) {
  return api.post('/user/change-password', { body: values, schema: okEnvelope(z.null()) });
}
