import { okEnvelope } from '@parlor/contracts';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const okNull = okEnvelope(z.null());

/** `POST /api/user/request-password-reset`: mails a reset link (same answer for unknown addresses). */
export function requestPasswordReset(email: string) {
  return api.post('/user/request-password-reset', { body: { email }, schema: okNull });
}

/** `POST /api/user/password-reset` with the link's token and e-mail. */
export function resetPassword(values: {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}) {
  return api.post('/user/password-reset', { body: values, schema: okNull });
}
