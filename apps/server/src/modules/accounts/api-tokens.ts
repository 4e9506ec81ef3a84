import type { TApiToken, TCreatedApiToken } from '@parlor/contracts';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { apiTokens, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { announceCredentialsChanged } from '../../plugins/auth/credential-events';
import { createApiToken } from '../../plugins/auth/sessions';

/** Live tokens one user may hold at a time: enough for every device, not a token mint. */
export const apiTokensPerUser = 20;

interface TokenRow {
  id: number;
  deviceName: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date;
}

function presentToken(row: TokenRow): TApiToken {
  return {
    id: row.id,
    device_name: row.deviceName,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
  };
}

const listColumns = {
  id: apiTokens.id,
  deviceName: apiTokens.deviceName,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  expiresAt: apiTokens.expiresAt,
};

const isLive = (userId: number) =>
  and(eq(apiTokens.userId, userId), gt(apiTokens.expiresAt, new Date()));

/** The user's live tokens, newest first; never the token (only its hash is stored). */
export async function listApiTokens(db: Executor, userId: number): Promise<TApiToken[]> {
  const rows = await db
    .select(listColumns)
    .from(apiTokens)
    .where(isLive(userId))
    .orderBy(desc(apiTokens.id));
  return rows.map(presentToken);
}

/** A new token for the user's device, answered in plain this once. */
export async function issueApiToken(
  app: FastifyInstance,
  options: { userId: number; deviceName: string },
): Promise<TCreatedApiToken> {
  return app.db.transaction(async (tx) => {
    // Serialises the user's concurrent requests so that the limit holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, options.userId)).for('update');
    const [held] = await tx
      .select({ total: count() })
      .from(apiTokens)
      .where(isLive(options.userId));
    if ((held?.total ?? 0) >= apiTokensPerUser) {
      throw AppError.field('device_name', 'auth.apiTokens.tooMany');
    }
    const { token, row } = await createApiToken(tx, {
      userId: options.userId,
      deviceName: options.deviceName,
      days: app.config.apiTokenDays,
    });
    return { ...presentToken(row), token };
  });
}

/** Ends one of the user's own tokens; another user's (or no) token answers 404. */
export async function revokeApiToken(
  app: FastifyInstance,
  options: { userId: number; tokenId: number },
): Promise<void> {
  const deleted = await app.db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, options.tokenId), eq(apiTokens.userId, options.userId)))
    .returning({ id: apiTokens.id });
  if (deleted.length === 0) throw AppError.notFound();
  // Every instance forgets it at once; sockets opened with it close.
  await announceCredentialsChanged(app, options.userId);
}
