import type { AuthUser } from './sessions';

/**
 * Who a session cookie or bearer token belongs to, remembered for a few seconds so that a
 * signed-in user's calls do not each read `sessions` joined with `users` (the poll and the
 * paid send were one database round trip in three for it).
 *
 * Staleness is bounded twice: an entry lives at most `ttlMs` and never past its
 * credential's expiry or idle deadline, and every change to what `AuthUser` holds (sign-out,
 * password change or reset, block, e-mail verification or change, role, interlocutor
 * status) calls `forgetUser` on every instance (see credential-events.ts) after its commit.
 */
export interface CredentialCache {
  /** The user of a credential hash, when remembered and still fresh. */
  get(credentialHash: string, now?: number): AuthUser | undefined;
  /** Remembers a credential's user until `min(now + ttl, validUntil)`. */
  set(credentialHash: string, user: AuthUser, validUntil: number, now?: number): void;
  /** Forgets every credential of a user. */
  forgetUser(userId: number): void;
  /** Forgets every credential (the announcements of some changes may have been missed). */
  clear(): void;
  /** How many credentials are remembered (for tests). */
  readonly size: number;
}

interface Entry {
  user: AuthUser;
  freshUntil: number;
}

/** An in-process cache, bounded in entries (the oldest go first); `ttlMs` 0 turns it off. */
export function createCredentialCache(options: {
  ttlMs: number;
  maxEntries: number;
}): CredentialCache {
  const entries = new Map<string, Entry>();
  return {
    get(credentialHash, now = Date.now()) {
      const entry = entries.get(credentialHash);
      if (!entry) return undefined;
      if (entry.freshUntil <= now) {
        entries.delete(credentialHash);
        return undefined;
      }
      return entry.user;
    },
    set(credentialHash, user, validUntil, now = Date.now()) {
      if (options.ttlMs <= 0) return;
      const freshUntil = Math.min(now + options.ttlMs, validUntil);
      if (freshUntil <= now) return;
      entries.delete(credentialHash);
      entries.set(credentialHash, { user, freshUntil });
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    forgetUser(userId) {
      for (const [hash, entry] of entries) {
        if (entry.user.id === userId) entries.delete(hash);
      }
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
