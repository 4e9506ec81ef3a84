import { lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userTokens } from '../../db/schema';
import { purgeExpiredCredentials } from '../../plugins/auth/sessions';

const keepUsedTokensMs = 24 * 60 * 60_000;

/**
 * Deletes what can no longer be used: idle or expired sessions, expired bearer tokens,
 * expired link tokens, and used ones a day after their use. Safe on several instances.
 */
export async function purgeExpiredAccountData(app: FastifyInstance): Promise<void> {
  await purgeExpiredCredentials(app.db, app.config.session);
  await app.db
    .delete(userTokens)
    .where(
      or(
        lt(userTokens.expiresAt, new Date()),
        lt(userTokens.usedAt, new Date(Date.now() - keepUsedTokensMs)),
      ),
    );
}
