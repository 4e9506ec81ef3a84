import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { apiTokens, sessions, users, type BlockScope, type StaffRole } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/hash';
import { isSessionLive, keepSessionSeen, type SessionPolicy } from './session-liveness';

/** The signed-in user as every route sees it. */
export interface AuthUser {
  id: number;
  email: string;
  emailVerified: boolean;
  /** `user`, or a staff role that may use the operator calls. */
  role: StaffRole;
  /** True once an approved application made the user an interlocutor. */
  isInterlocutor: boolean;
  /** An operator blocked the user from chat (no creating, joining or sending). */
  isChatBlocked: boolean;
}

/** A credential's user and until when (ms since the epoch) the credential stays valid unused. */
export interface CredentialUser {
  user: AuthUser;
  validUntil: number;
}

/**
 * How a credential is looked up. `isUse: false` is a check that is not the user's own
 * request (an open socket re-checking its credential): it never extends the idle time.
 */
export interface LookupOptions {
  isUse?: boolean;
}

/** Looks up the user of a credential (by its hash), or answers undefined when it is not live. */
type CredentialLookup = (
  db: Executor,
  tokenHash: string,
  policy: SessionPolicy,
  options?: LookupOptions,
) => Promise<CredentialUser | undefined>;

const userColumns = {
  id: users.id,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  role: users.role,
  interlocutorSince: users.interlocutorSince,
  blockedScope: users.blockedScope,
};

function toAuthUser(row: {
  id: number;
  email: string;
  emailVerifiedAt: Date | null;
  role: StaffRole;
  interlocutorSince: Date | null;
  blockedScope: BlockScope | null;
}): AuthUser | undefined {
  // A blocked account has no sign-in at all, whatever credential it still holds.
  if (row.blockedScope === 'account') return undefined;
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    role: row.role,
    isInterlocutor: row.interlocutorSince !== null,
    isChatBlocked: row.blockedScope !== null,
  };
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
 * The user of a live session, touching its last-seen time at most once a minute (unless
 * the lookup is not a use). An idle or expired session is deleted and answers undefined.
 */
export const findSessionUser: CredentialLookup = async (
  db,
  tokenHash,
  policy,
  { isUse = true } = {},
) => {
  const [row] = await db
    .select({ ...userColumns, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return undefined;

  const now = Date.now();
  if (!isSessionLive(row, policy, now)) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return undefined;
  }
  const validUntil = await keepSessionSeen(db, tokenHash, row, policy, { now, isUse });
  const user = toAuthUser(row);
  return user ? { user, validUntil } : undefined;
};

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** A credential to leave alive when ending all others: the one of the current request. */
export interface KeptCredential {
  method: 'session' | 'bearer';
  hash: string;
}

/** The session a bearer token was issued with (same sign-in), if any. */
async function pairedSessionOf(db: Executor, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionTokenHash: apiTokens.sessionTokenHash })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, tokenHash))
    .limit(1);
  return row?.sessionTokenHash ?? null;
}

/**
 * Ends every session and bearer token of a user (password reset), or every one but the
 * caller's own sign-in (password change): the kept credential and the session or token
 * issued with it in the same sign-in stay.
 */
export async function deleteAllCredentials(
  db: Executor,
  userId: number,
  options: { keep?: KeptCredential | null } = {},
): Promise<void> {
  const keep = options.keep;
  const keptToken = keep?.method === 'bearer' ? keep.hash : null;
  const keptSession =
    keep?.method === 'session'
      ? keep.hash
      : keptToken
        ? await pairedSessionOf(db, keptToken)
        : null;
  // Tokens first: a kept token must not go with its session's cascade, nor the other way.
  await db
    .delete(apiTokens)
    .where(
      and(
        eq(apiTokens.userId, userId),
        keptToken ? ne(apiTokens.tokenHash, keptToken) : undefined,
        keptSession
          ? or(isNull(apiTokens.sessionTokenHash), ne(apiTokens.sessionTokenHash, keptSession))
          : undefined,
      ),
    );
  await db
    .delete(sessions)
    .where(
      keptSession
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keptSession))
        : eq(sessions.userId, userId),
    );
}

/**
 * Creates a bearer token for an API client and answers it with its row; only its hash is
 * stored. It lives `days` from now, used or not (API_TOKEN_DAYS).
 */
export async function createApiToken(
  db: Executor,
  options: { userId: number; deviceName: string; days: number },
) {
  const token = randomToken(32);
  const [row] = await db
    .insert(apiTokens)
    .values({
      tokenHash: sha256(token),
      userId: options.userId,
      deviceName: options.deviceName,
      expiresAt: new Date(Date.now() + options.days * 86_400_000),
    })
    .returning({
      id: apiTokens.id,
      deviceName: apiTokens.deviceName,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
      expiresAt: apiTokens.expiresAt,
    });
  return { token, row: row! };
}

/**
 * The user of a live bearer token, recording its use at most once a minute (unless the
 * lookup is not a use). A token paired with a session lives as long as that sign-in: its
 * use keeps the session from going idle, and an idle or expired session ends both.
 */
export const findTokenUser: CredentialLookup = async (
  db,
  tokenHash,
  policy,
  { isUse = true } = {},
) => {
  const [row] = await db
    .select({
      ...userColumns,
      lastUsedAt: apiTokens.lastUsedAt,
      expiresAt: apiTokens.expiresAt,
      sessionTokenHash: apiTokens.sessionTokenHash,
      sessionLastSeenAt: sessions.lastSeenAt,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(sessions, eq(sessions.tokenHash, apiTokens.sessionTokenHash))
    .where(and(eq(apiTokens.tokenHash, tokenHash), gt(apiTokens.expiresAt, new Date())))
    .limit(1);
  if (!row) return undefined;

  const now = Date.now();
  let validUntil = row.expiresAt.getTime();
  const session = row.sessionTokenHash;
  if (session) {
    if (!row.sessionLastSeenAt || !row.sessionExpiresAt) return undefined;
    const times = { lastSeenAt: row.sessionLastSeenAt, expiresAt: row.sessionExpiresAt };
    if (!isSessionLive(times, policy, now)) {
      await endSignIn(db, { sessionTokenHash: session, tokenHash });
      return undefined;
    }
    validUntil = Math.min(
      validUntil,
      await keepSessionSeen(db, session, times, policy, { now, isUse }),
    );
  }
  if (isUse && (!row.lastUsedAt || now - row.lastUsedAt.getTime() > 60_000)) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(apiTokens.tokenHash, tokenHash));
  }
  const user = toAuthUser(row);
  return user ? { user, validUntil } : undefined;
};

/** Ends a session or a bearer token together with the other half of its sign-in. */
export async function endSignIn(
  db: Executor,
  credential: { sessionTokenHash?: string | null; tokenHash?: string | null },
): Promise<void> {
  const session =
    credential.sessionTokenHash ??
    (credential.tokenHash ? await pairedSessionOf(db, credential.tokenHash) : null);
  // The session's delete cascades to the tokens issued with it.
  if (session) await db.delete(sessions).where(eq(sessions.tokenHash, session));
  if (credential.tokenHash) {
    await db.delete(apiTokens).where(eq(apiTokens.tokenHash, credential.tokenHash));
  }
}

/** Removes expired sessions and tokens (run by the scheduler). */
export async function purgeExpiredCredentials(db: Executor, policy: SessionPolicy): Promise<void> {
  const idleCutoff = new Date(Date.now() - policy.idleMinutes * 60_000);
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date()), lt(sessions.lastSeenAt, idleCutoff)));
  await db.delete(apiTokens).where(lt(apiTokens.expiresAt, new Date()));
}

/** The user of a live credential of either kind: a session cookie's or a bearer token's. */
export function findCredentialUser(
  db: Executor,
  credential: KeptCredential,
  policy: SessionPolicy,
  options?: LookupOptions,
): Promise<CredentialUser | undefined> {
  const lookup = credential.method === 'bearer' ? findTokenUser : findSessionUser;
  return lookup(db, credential.hash, policy, options);
}
