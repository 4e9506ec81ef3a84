import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiTokens, sessions, userTokens } from '../../db/schema';
import { sha256 } from '../../lib/hash';
import { userChangedChannel } from '../../plugins/auth/credential-events';
import { apiTokenOf, createUser, signedInClient } from '../../test/factories-testing';
import { TestClient } from '../../test/test-client';
import type { TestApp } from '../../test/test-app';
import { purgeExpiredAccountData } from './purge-expired';
import { issueUserToken } from './user-tokens';
import { createAccountsTestApp, strongPassword } from '../../test/accounts-testing';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createAccountsTestApp({
    env: {
      SESSION_IDLE_MINUTES: '30',
      SESSION_MAX_DAYS: '7',
      PUBLIC_URL: 'https://parlor.example',
    },
  });
});
afterAll(() => testApp.close());

async function sessionOf(client: TestClient) {
  const hash = sha256(client.cookies.get('parlor_session')!);
  return { hash, where: eq(sessions.tokenHash, hash) };
}

/**
 * These tests move a session's times in the database behind the server's back; the server
 * remembers a credential for SESSION_CACHE_SECONDS, so they first let it forget, as if
 * those seconds had passed.
 */
function afterTheCacheTime(user: { id: number }) {
  testApp.app.credentialCache.forgetUser(user.id);
}

describe('browser sessions', () => {
  it('store only a hash of a 256-bit cookie, marked Secure behind HTTPS', async () => {
    const user = await createUser(testApp.app, { password: strongPassword });
    const client = new TestClient(testApp.app);
    await client.fetchCsrfCookie();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: {
        origin: 'https://parlor.example',
        cookie: `XSRF-TOKEN=${client.cookies.get('XSRF-TOKEN')}`,
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
      },
      payload: { email: user.email, password: strongPassword },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((entry) => entry.name === 'parlor_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    expect(Buffer.from(cookie.value, 'base64url')).toHaveLength(32);
    const rows = await testApp.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(cookie.value)));
    expect(rows).toHaveLength(1);
    const stored = await testApp.app.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(stored.map((row) => row.hash)).not.toContain(cookie.value);
  });

  it('end after the idle time without requests', async () => {
    const user = await createUser(testApp.app);
    const client = await signedInClient(testApp.app, user);
    const { where } = await sessionOf(client);
    await testApp.app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(where);
    afterTheCacheTime(user);
    expect((await client.get('/api/user/profile')).statusCode).toBe(401);
    expect(await testApp.app.db.select().from(sessions).where(where)).toEqual([]);
  });

  it('end at their absolute expiry even when used all the time', async () => {
    const user = await createUser(testApp.app);
    const client = await signedInClient(testApp.app, user);
    const { where } = await sessionOf(client);
    await testApp.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(where);
    afterTheCacheTime(user);
    expect((await client.get('/api/user/profile')).statusCode).toBe(401);
  });

  it('stay alive while used within the idle time', async () => {
    const user = await createUser(testApp.app);
    const client = await signedInClient(testApp.app, user);
    const { where } = await sessionOf(client);
    await testApp.app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 29 * 60_000) })
      .where(where);
    afterTheCacheTime(user);
    expect((await client.get('/api/user/profile')).statusCode).toBe(200);
    const [row] = await testApp.app.db.select().from(sessions).where(where);
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('are remembered for a few seconds, and forgotten at once when any instance says the user changed', async () => {
    const user = await createUser(testApp.app);
    const client = await signedInClient(testApp.app, user);
    const { where } = await sessionOf(client);
    expect((await client.get('/api/user/profile')).statusCode).toBe(200);
    // Gone from the table without the server knowing: the remembered credential still serves...
    await testApp.app.db.delete(sessions).where(where);
    expect((await client.get('/api/user/profile')).statusCode).toBe(200);
    // ...until another instance announces a change of this user on the bus.
    await testApp.app.bus.publish(userChangedChannel, { userId: user.id });
    await vi.waitFor(async () =>
      expect((await client.get('/api/user/profile')).statusCode).toBe(401),
    );
  });
});

describe('the hourly clean-up job', () => {
  it('deletes dead sessions, expired bearer tokens and expired link tokens, and keeps live ones', async () => {
    const user = await createUser(testApp.app, { password: strongPassword });
    const live = await signedInClient(testApp.app, user);
    const idle = await signedInClient(testApp.app, user);
    await testApp.app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where((await sessionOf(idle)).where);
    const token = await apiTokenOf(testApp.app, user);
    await testApp.app.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.tokenHash, sha256(token)));
    const expiredLink = await issueUserToken(testApp.app.db, {
      userId: user.id,
      purpose: 'password_reset',
      now: new Date(Date.now() - 2 * 3600_000),
    });
    const liveLink = await issueUserToken(testApp.app.db, {
      userId: user.id,
      purpose: 'email_verify',
    });

    await purgeExpiredAccountData(testApp.app);

    const sessionRows = await testApp.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(sessionRows.map((row) => row.tokenHash)).toEqual([(await sessionOf(live)).hash]);
    expect(
      await testApp.app.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id)),
    ).toEqual([]);
    const linkRows = await testApp.app.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, user.id));
    expect(linkRows.map((row) => row.tokenHash)).toEqual([sha256(liveLink)]);
    expect(linkRows.map((row) => row.tokenHash)).not.toContain(sha256(expiredLink));
  });
});
