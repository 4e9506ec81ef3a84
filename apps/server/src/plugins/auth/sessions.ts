import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { apiTokens, sessions, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/hash';

/** The signed-in user as every route sees it. */
export interface AuthUser {
  id: number;
  email: string;
  emailVerified: boolean;
}

export interface SessionPolicy {
  idleMinutes: number;
  maxDays: number;
}

const userColumns = {
  id: users.id,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
};

function toAuthUser(row: { id: number; email: string; emailVerifiedAt: Date | null }): AuthUser {
  return { id: row.id, email: row.email, emailVerified: row.emailVerifiedAt !== null };
}

/** Creates a session and answers its token (for the cookie); the table keeps only the hash. */
export async function createSession(
  db: Executor,
  options: { userId: number; policy: SessionPolicy; userAgent?: string; ip?: string },
): Promise<string> {
  const token = randomToken(32);
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId: options.userId,
    expiresAt: new Date(Date.now() + options.policy.maxDays * 86_400_000),
    userAgent: options.userAgent?.slice(0, 300) ?? null,
    ip: options.ip?.slice(0, 64) ?? null,
  });
  return token;
}

/**
 * The user of a live session, touching its last-seen time at most once a minute.
 * An idle or expired session is deleted and answers undefined.
 */
export async function findSessionUser(
  db: Executor,
  tokenHash: string,
  policy: SessionPolicy,
): Promise<AuthUser | undefined> {
  const [row] = await db
    .select({ ...userColumns, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return undefined;

  const now = Date.now();
  const idleDeadline = row.lastSeenAt.getTime() + policy.idleMinutes * 60_000;
  if (row.expiresAt.getTime() <= now || idleDeadline <= now) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return undefined;
  }
  if (now - row.lastSeenAt.getTime() > 60_000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return toAuthUser(row);
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** A credential to leave alive when ending all others: the one of the current request. */
export interface KeptCredential {
  method: 'session' | 'bearer';
  hash: string;
}

/**
 * Ends every session and bearer token of a user (password reset), or every one but the
 * caller's own (password change).
 */
export async function deleteAllCredentials(
  db: Executor,
  userId: number,
  options: { keep?: KeptCredential | null } = {},
): Promise<void> {
  const keep = options.keep;
  const keptSession = keep?.method === 'session' ? keep.hash : null;
  const keptToken = keep?.method === 'bearer' ? keep.hash : null;
  await db
    .delete(sessions)
    .where(
      keptSession
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keptSession))
        : eq(sessions.userId, userId),
    );
  await db
    .delete(apiTokens)
    .where(
      keptToken
        ? and(eq(apiTokens.userId, userId), ne(apiTokens.tokenHash, keptToken))
        : eq(apiTokens.userId, userId),
    );
}

/** Creates a bearer token for non-browser clients and answers it; only its hash is stored. */
export async function createApiToken(
  db: Executor,
  options: { userId: number; policy: SessionPolicy },
): Promise<string> {
  const token = `${randomToken(32)}`;
  await db.insert(apiTokens).values({
    tokenHash: sha256(token),
    userId: options.userId,
    expiresAt: new Date(Date.now() + options.policy.maxDays * 86_400_000),
  });
  return token;
}

/** The user of a live bearer token, recording its use at most once a minute. */
export async function findTokenUser(
  db: Executor,
  tokenHash: string,
): Promise<AuthUser | undefined> {
  const [row] = await db
    .select({ ...userColumns, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), gt(apiTokens.expiresAt, new Date())))
    .limit(1);
  if (!row) return undefined;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: new Date() })
      .where(eq(apiTokens.tokenHash, tokenHash));
  }
  return toAuthUser(row);
}

export async function deleteApiToken(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(apiTokens).where(eq(apiTokens.tokenHash, tokenHash));
}

/** Removes expired sessions and tokens (run by the scheduler). */
export async function purgeExpiredCredentials(db: Executor, policy: SessionPolicy): Promise<void> {
  const idleCutoff = new Date(Date.now() - policy.idleMinutes * 60_000);
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date()), lt(sessions.lastSeenAt, idleCutoff)));
  await db.delete(apiTokens).where(lt(apiTokens.expiresAt, new Date()));
}
