import { describe, expect, it } from 'vitest';
import { createCredentialCache } from './credential-cache';
import type { AuthUser } from './sessions';

const user = (id: number): AuthUser => ({
  id,
  email: `u${id}@example.com`,
  emailVerified: true,
  role: 'user',
  isInterlocutor: false,
  isChatBlocked: false,
});

describe('the credential cache', () => {
  it('remembers a credential for its TTL, never past the credential’s own deadline', () => {
    const cache = createCredentialCache({ ttlMs: 10_000, maxEntries: 10 });
    cache.set('a', user(1), Number.MAX_SAFE_INTEGER, 0);
    cache.set('b', user(2), 3_000, 0);
    expect(cache.get('a', 9_999)?.id).toBe(1);
    expect(cache.get('a', 10_000)).toBeUndefined();
    expect(cache.get('b', 2_999)?.id).toBe(2);
    expect(cache.get('b', 3_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets every credential of a user, and only theirs', () => {
    const cache = createCredentialCache({ ttlMs: 10_000, maxEntries: 10 });
    cache.set('session', user(1), Number.MAX_SAFE_INTEGER, 0);
    cache.set('token', user(1), Number.MAX_SAFE_INTEGER, 0);
    cache.set('other', user(2), Number.MAX_SAFE_INTEGER, 0);
    cache.forgetUser(1);
    expect(cache.get('session', 1)).toBeUndefined();
    expect(cache.get('token', 1)).toBeUndefined();
    expect(cache.get('other', 1)?.id).toBe(2);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = createCredentialCache({ ttlMs: 10_000, maxEntries: 2 });
    cache.set('a', user(1), Number.MAX_SAFE_INTEGER, 0);
    cache.set('b', user(2), Number.MAX_SAFE_INTEGER, 0);
    cache.set('c', user(3), Number.MAX_SAFE_INTEGER, 0);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.id).toBe(3);
  });

  it('remembers nothing with a TTL of 0 or a credential already past its deadline', () => {
    const off = createCredentialCache({ ttlMs: 0, maxEntries: 10 });
    off.set('a', user(1), Number.MAX_SAFE_INTEGER, 0);
    expect(off.size).toBe(0);
    const on = createCredentialCache({ ttlMs: 10_000, maxEntries: 10 });
    on.set('a', user(1), 0, 0);
    expect(on.size).toBe(0);
  });
});
