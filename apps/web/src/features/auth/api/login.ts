import { ZAuthResultSchema, okEnvelope, type TLoginForm } from '@parlor/contracts';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/login` (the CSRF cookie is fetched first by the client). Silent: a VERIFY
 * answer is handled by the form, not by the global unverified handler.
 */
export function login(values: TLoginForm) {
  return api.post('/login', { body: values, schema: okEnvelope(ZAuthResultSchema), silent: true });
}
