import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendVerificationMail } from './account-mail';
import { mailLinkOnRequest } from './mail-link-on-request';

/**
 * Sends a new verification link when the address belongs to an unverified account. The
 * answer is the same either way, so that it does not reveal which addresses exist.
 */
export async function resendVerification(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  await mailLinkOnRequest(app, request, {
    email,
    call: 'resend',
    purpose: 'email_verify',
    send: sendVerificationMail,
    wants: (account) => !account.emailVerifiedAt,
  });
}
