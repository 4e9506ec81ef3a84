import type { TPasswordResetRequest } from '@parlor/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { announceCredentialsChanged } from '../../plugins/auth/credential-events';
import { deleteAllCredentials } from '../../plugins/auth/sessions';
import { assertPasswordNotCommon } from './password-policy';
import { findAccountById } from './queries';
import { limitPasswordResetStep } from './rate-limits';
import { consumeUserToken, deleteUserTokens, findLiveUserToken } from './user-tokens';

const invalidLink = () =>
  new AppError(422, 'auth.errors.resetTokenInvalid', { code: 'INVALID_TOKEN' });

/**
 * Sets a new password with the mailed link's token and e-mail. The token works once and
 * for 60 minutes; every session and bearer token of the user ends. Opening the link
 * proves the mailbox, so an unverified address counts as verified afterwards.
 */
export async function resetPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  input: TPasswordResetRequest,
): Promise<void> {
  await limitPasswordResetStep(app, request);
  assertPasswordNotCommon(input.password, 'password');

  const live = await findLiveUserToken(app.db, input.token, 'password_reset');
  const account = live ? await findAccountById(app.db, live.userId) : undefined;
  if (!account || account.email.toLowerCase() !== input.email.trim().toLowerCase()) {
    throw invalidLink();
  }
  const passwordHash = await hashPassword(input.password);

  await app.db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, input.token, 'password_reset');
    if (userId !== account.id) throw invalidLink();
    await tx
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: new Date(),
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await deleteUserTokens(tx, userId, 'password_reset');
    await deleteAllCredentials(tx, userId);
  });
  await announceCredentialsChanged(app, account.id);
}
