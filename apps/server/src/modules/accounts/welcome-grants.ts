import type { Transaction } from '../../db/client';
import { welcomeGrants } from '../../db/schema';
import { hmacSha256 } from '../../lib/hash';

/**
 * The address as one mailbox: trimmed, lower case, without a `+tag` after the local part
 * (most providers deliver `ada+2@…` to `ada@…`, so a tag would make a new address for free).
 */
export function normaliseEmailForWelcome(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, '')}@${domain}`;
}

/** The keyed hash stored for an address; the same on every instance (shared APP_SECRET). */
export function welcomeGrantHash(appSecret: string, email: string): string {
  return hmacSha256(appSecret, `welcome-grant:${normaliseEmailForWelcome(email)}`);
}

/**
 * Records that the address has had its welcome points; answers true only the first time
 * (the caller grants them then, in the same transaction). Also called when an account is
 * deleted, for addresses that signed up before the record existed.
 */
export async function claimWelcomeGrant(
  tx: Transaction,
  { appSecret, email }: { appSecret: string; email: string },
): Promise<boolean> {
  const claimed = await tx
    .insert(welcomeGrants)
    .values({ emailHash: welcomeGrantHash(appSecret, email) })
    .onConflictDoNothing()
    .returning({ emailHash: welcomeGrants.emailHash });
  return claimed.length > 0;
}
