import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userTokens } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/hash';

export type UserTokenPurpose = 'email_verify' | 'password_reset' | 'account_delete';

/** How long a link works: verification 24 hours, password reset and account deletion 60 minutes. */
export const tokenLifetimeMs: Record<UserTokenPurpose, number> = {
  email_verify: 24 * 60 * 60_000,
  password_reset: 60 * 60_000,
  account_delete: 60 * 60_000,
};

/**
 * Whether a new link voids the unused earlier ones. Anyone who knows an address can ask for
 * a reset link, so a reset request keeps the owner's earlier links working (until they
 * expire or one of them is used); a new verification link replaces the earlier one.
 */
const replacesEarlier: Record<UserTokenPurpose, boolean> = {
  email_verify: true,
  password_reset: false,
  account_delete: true,
};

/** Issues a single-use token for a mailed link and answers it; only its SHA-256 is stored. */
export async function issueUserToken(
  tx: Executor,
  options: { userId: number; purpose: UserTokenPurpose; now?: Date },
): Promise<string> {
  const now = options.now ?? new Date();
  if (replacesEarlier[options.purpose]) await deleteUserTokens(tx, options.userId, options.purpose);
  const token = randomToken(32);
  await tx.insert(userTokens).values({
    tokenHash: sha256(token),
    userId: options.userId,
    purpose: options.purpose,
    expiresAt: new Date(now.getTime() + tokenLifetimeMs[options.purpose]),
  });
  return token;
}

/** The user a live (unused, unexpired) token belongs to, without using it up. */
export async function findLiveUserToken(
  tx: Executor,
  token: string,
  purpose: UserTokenPurpose,
): Promise<{ userId: number } | undefined> {
  const [row] = await tx
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(liveToken(token, purpose))
    .limit(1);
  return row;
}

/**
 * Uses a token up, atomically: of two concurrent requests with the same token only one
 * gets its user id. Answers undefined for unknown, used or expired tokens.
 */
export async function consumeUserToken(
  tx: Executor,
  token: string,
  purpose: UserTokenPurpose,
): Promise<number | undefined> {
  const [row] = await tx
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(liveToken(token, purpose))
    .returning({ userId: userTokens.userId });
  return row?.userId;
}

/** Forgets every unused token of a purpose (a newer link, or the purpose is done). */
export async function deleteUserTokens(
  tx: Executor,
  userId: number,
  purpose: UserTokenPurpose,
): Promise<void> {
  await tx
    .delete(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
}

function liveToken(token: string, purpose: UserTokenPurpose) {
  return and(
    eq(userTokens.tokenHash, sha256(token)),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, new Date()),
  );
}
