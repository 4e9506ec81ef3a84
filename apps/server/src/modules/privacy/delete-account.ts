import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../../db/schema';
import {
  announceCredentialsChanged,
  announceUserChanged,
} from '../../plugins/auth/credential-events';
import { deleteAllCredentials } from '../../plugins/auth/sessions';
import { consumeUserToken, findLiveUserToken } from '../accounts/user-tokens';
import { claimWelcomeGrant } from '../accounts/welcome-grants';
import { assertDeletable, deletionErrors } from './deletion-rules';
import { eraseAccount } from './erase-account';
import { partFromTopics } from './part-from-topics';

/**
 * Deletes the account the mailed link's token belongs to, at once and for good:
 * 1. with the user's row locked (a payout request waits for it), refuses while a payout is
 *    pending, uses the token up and ends every session and bearer token — every instance's
 *    sockets of the user close;
 * 2. closes the user's topics and frees every seat they hold, telling the partners;
 * 3. erases and pseudonymises the rest in one transaction (eraseAccount), then deletes the
 *    files of the deleted messages.
 * The link works without a sign-in (it may be opened in another browser).
 */
export async function deleteAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<void> {
  const live = await findLiveUserToken(app.db, token, 'account_delete');
  if (!live) throw deletionErrors.linkInvalid();
  const userId = await app.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role, email: users.email })
      .from(users)
      .where(eq(users.id, live.userId))
      .for('update');
    if (!user) throw deletionErrors.linkInvalid();
    await assertDeletable(tx, user);
    if ((await consumeUserToken(tx, token, 'account_delete')) !== user.id) {
      throw deletionErrors.linkInvalid();
    }
    await deleteAllCredentials(tx, user.id);
    // Kept after the deletion: the same address signing up again gets no welcome points.
    await claimWelcomeGrant(tx, { appSecret: app.config.appSecret, email: user.email });
    return user.id;
  });
  await announceCredentialsChanged(app, userId);
  await partFromTopics(app, { userId, lang: request.lang });
  const fileKeys = await app.db.transaction((tx) => eraseAccount(tx, userId));
  await app.storage.delete(fileKeys);
  await announceUserChanged(app, userId);
  request.log.info({ userId }, 'account deleted by its owner');
}
