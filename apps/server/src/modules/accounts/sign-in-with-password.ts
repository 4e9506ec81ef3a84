import type { TLoginRequest } from '@parlor/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { findAccountByEmail } from './queries';
import { accountLimitKey, limitAccountCall } from './rate-limits';

let dummyHash: Promise<string> | undefined;

/** Checks a password even for unknown addresses, so that timing does not tell them apart. */
async function checkPassword(passwordHash: string | undefined, password: string) {
  if (passwordHash) return verifyPassword(passwordHash, password);
  await verifyPassword(await (dummyHash ??= hashPassword('not-a-real-password-Aa1')), password);
  return false;
}

/**
 * Checks e-mail and password (rate-limited per IP and per account and IP) and answers the user
 * to sign in. A wrong address or password answers the same 422; a right password of an
 * unverified address answers 403 with envelope status `VERIFY`.
 */
export async function signInWithPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  input: TLoginRequest,
): Promise<{ userId: number }> {
  await limitAccountCall(app, request, 'login', input.email);
  const account = await findAccountByEmail(app.db, input.email);
  const isMatch = await checkPassword(account?.passwordHash, input.password);
  if (!account || !isMatch) {
    throw new AppError(422, 'auth.errors.invalidCredentials', {
      code: 'INVALID_CREDENTIALS',
      fields: { email: ['auth.errors.invalidCredentials'] },
    });
  }
  if (account.blockedScope === 'account') {
    // Only after the right password: a blocked account is not revealed to guessers.
    throw new AppError(403, 'admin.errors.accountBlocked', {
      code: 'ACCOUNT_BLOCKED',
      params: { reason: account.blockedReason ?? '' },
    });
  }
  if (!account.emailVerifiedAt) {
    throw new AppError(403, 'errors.emailNotVerified', {
      code: 'EMAIL_NOT_VERIFIED',
      envelopeStatus: 'VERIFY',
    });
  }
  // A successful sign-in clears the account's failed attempts from this IP (the account-wide
  // ceiling keeps counting: it is what stops guessing spread over many addresses).
  await app.rateLimits.reset(accountLimitKey('login', input.email, request.ip));
  return { userId: account.id };
}
