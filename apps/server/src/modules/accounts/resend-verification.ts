import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendVerificationMail } from './account-mail';
import { findAccountByEmail } from './queries';
import { limitAccountCall } from './rate-limits';
import { issueUserToken } from './user-tokens';

/**
 * Sends a new verification link when the address belongs to an unverified account. The
 * answer is the same either way, so that it does not reveal which addresses exist.
 */
export async function resendVerification(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  await limitAccountCall(app, request, 'resend', email);
  const account = await findAccountByEmail(app.db, email);
  if (!account || account.emailVerifiedAt) return;
  const token = await app.db.transaction((tx) =>
    issueUserToken(tx, { userId: account.id, purpose: 'email_verify' }),
  );
  await sendVerificationMail(app, account, { token, lang: request.lang });
}
