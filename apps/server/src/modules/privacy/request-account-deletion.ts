import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { enforceRateLimits, userRateLimit } from '../../adapters/rate-limit';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { sendAccountDeletionMail } from '../accounts/account-mail';
import { issueUserToken } from '../accounts/user-tokens';
import { assertDeletable, deletionErrors } from './deletion-rules';

/** Password attempts per user and hour: enough for typos, too few to guess. */
export const deletionRequestRateLimit = (userId: number) =>
  userRateLimit('account-delete', userId, 10, 60 * 60_000);

/**
 * First step of deleting an account: the password again, then (unless a payout is pending
 * or it is a staff account) a single-use link valid for 60 minutes goes to the account's
 * address; opening it deletes the account (deleteAccount). A newer link voids the older one.
 */
export async function requestAccountDeletion(
  app: FastifyInstance,
  request: FastifyRequest,
  { userId, password }: { userId: number; password: string },
): Promise<void> {
  await enforceRateLimits(app.rateLimits, [deletionRequestRateLimit(userId)]);
  const [account] = await app.db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      languageId: users.languageId,
      passwordHash: users.passwordHash,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw AppError.unauthenticated();
  if (!(await verifyPassword(account.passwordHash, password))) throw deletionErrors.passwordWrong();
  await assertDeletable(app.db, account);
  const token = await app.db.transaction((tx) =>
    issueUserToken(tx, { userId, purpose: 'account_delete' }),
  );
  await sendAccountDeletionMail(app, account, { token, lang: request.lang });
}
