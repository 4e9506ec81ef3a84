import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendPasswordResetMail } from './account-mail';
import { findAccountByEmail } from './queries';
import { limitAccountCall } from './rate-limits';
import { issueUserToken } from './user-tokens';

/**
 * Mails a reset link valid for 60 minutes when the address has an account. Unknown
 * addresses get the same answer (no enumeration); the mail goes out in the background.
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  await limitAccountCall(app, request, 'reset', email);
  const account = await findAccountByEmail(app.db, email);
  if (!account) return;
  const token = await app.db.transaction((tx) =>
    issueUserToken(tx, { userId: account.id, purpose: 'password_reset' }),
  );
  await sendPasswordResetMail(app, account, { token, lang: request.lang });
}
