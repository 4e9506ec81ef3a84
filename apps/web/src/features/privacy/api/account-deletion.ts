import { okEnvelope, type TAccountDeletionRequest } from '@parlor/contracts';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** `POST /api/user/delete`: checks the password and mails the confirmation link. */
export async function requestAccountDeletion(values: TAccountDeletionRequest) {
  return api.post('/user/delete', { body: values, schema: okEnvelope(z.null()) });
}

/** `POST /api/user/delete/confirm`: deletes the account of the link's token, for good. */
export async function confirmAccountDeletion(token: string) {
  return api.post('/user/delete/confirm', { body: { token }, schema: okEnvelope(z.null()) });
}
