import { ZVerifyEmailResultSchema, okEnvelope } from '@parlor/contracts';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const pending = new Map<string, Promise<unknown>>();

/**
 * `POST /api/email/verify`. A token works once, so one page load verifies it once even
 * when the page renders twice.
 */
export function verifyEmail(token: string): Promise<unknown> {
  let call = pending.get(token);
  if (!call) {
    call = api.post('/email/verify', {
      body: { token },
      schema: okEnvelope(ZVerifyEmailResultSchema),
      silent: true,
    });
    pending.set(token, call);
  }
  return call;
}

/** `POST /api/resendConfirmationLink`; a signed-in user may leave out the address. */
export function resendVerification(email?: string) {
  return api.post('/resendConfirmationLink', {
    body: email ? { email } : {},
    schema: okEnvelope(z.null()),
  });
}
