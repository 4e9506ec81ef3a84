import type { TChangePasswordRequest } from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { enforceRateLimits } from '../../adapters/rate-limit';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { announceCredentialsChanged } from '../../plugins/auth/credential-events';
import { deleteAllCredentials, type KeptCredential } from '../../plugins/auth/sessions';
import { assertPasswordNotCommon } from './password-policy';
import { findAccountById } from './queries';

/**
 * Changes the signed-in user's password after checking the current one. Every other
 * session and bearer token ends; the caller's own credential stays. Errors use the field
 * names the spec's client maps: `current_password`, `password`.
 */
export async function changePassword(
  app: FastifyInstance,
  options: { userId: number; input: TChangePasswordRequest; keep: KeptCredential | null },
): Promise<void> {
  const { input, userId } = options;
  // Guessing the current password from a hijacked session is limited like sign-in.
  const limits = app.config.authRateLimits;
  await enforceRateLimits(app.rateLimits, [
    {
      key: `auth:change-password:user:${userId}`,
      limit: limits.login.perAccount,
      windowMs: limits.windowMs,
    },
  ]);

  const account = await findAccountById(app.db, userId);
  if (!account) throw AppError.unauthenticated();
  if (!(await verifyPassword(account.passwordHash, input.cur_password))) {
    throw new AppError(422, 'auth.validation.currentPasswordWrong', {
      code: 'WRONG_PASSWORD',
      fields: { current_password: ['auth.validation.currentPasswordWrong'] },
    });
  }
  if (input.new_password === input.cur_password) {
    throw new AppError(422, 'auth.validation.passwordSameAsCurrent', {
      code: 'PASSWORD_UNCHANGED',
      fields: { password: ['auth.validation.passwordSameAsCurrent'] },
    });
  }
  assertPasswordNotCommon(input.new_password, 'password');
  const passwordHash = await hashPassword(input.new_password);

  await app.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId));
    await deleteAllCredentials(tx, userId, { keep: options.keep });
  });
  await announceCredentialsChanged(app, userId);
}
