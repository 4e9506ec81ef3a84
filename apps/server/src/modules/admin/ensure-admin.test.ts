import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { tellRunningServers } from '../../cli/tell-running-servers';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { demoAdminEmail, ensureAdmin, ensureDemoAdmin } from './ensure-admin';
import { ensureAdminAndTell } from './ensure-admin-and-tell';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn(email: string, password: string) {
  const client = new TestClient(t.app);
  await client.fetchCsrfCookie();
  return client.post('/api/login', { email, password });
}

describe('the first admin (ADMIN_EMAIL / ADMIN_PASSWORD, npm run admin:create)', () => {
  it('creates a verified admin who can sign in', async () => {
    const id = await ensureAdmin(t.app.db, { email: 'boss@example.com', password: 'Boss-Pass-1' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ role: 'admin', email: 'boss@example.com' });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await signIn('boss@example.com', 'Boss-Pass-1')).statusCode).toBe(200);
  });

  it('makes an existing unverified account an admin with the new password, keeping its id', async () => {
    const user = await createUser(t.app, { verified: false });
    const id = await ensureAdmin(t.app.db, {
      email: user.email.toUpperCase(),
      password: 'Other-Pass-2',
    });
    expect(id).toBe(user.id);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
    expect(row?.role).toBe('admin');
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await signIn(user.email, user.password)).statusCode).toBe(422);
    expect((await signIn(user.email, 'Other-Pass-2')).statusCode).toBe(200);
  });

  it('refuses a weak password or a malformed address and writes nothing', async () => {
    await expect(
      ensureAdmin(t.app.db, { email: 'weak@example.com', password: 'password' }),
    ).rejects.toThrow(/password/);
    await expect(
      ensureAdmin(t.app.db, { email: 'nobody', password: 'Boss-Pass-1' }),
    ).rejects.toThrow(/e-mail/);
    const rows = await t.app.db.select().from(users).where(eq(users.email, 'weak@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('gives the embedded demo one admin whose password is answered only the first time', async () => {
    const first = await ensureDemoAdmin(t.app.db);
    expect(first?.email).toBe(demoAdminEmail);
    expect(await ensureDemoAdmin(t.app.db)).toBeUndefined();
    expect((await signIn(demoAdminEmail, first?.password ?? '')).statusCode).toBe(200);
  });
});

describe.runIf(Boolean(process.env.TEST_REDIS_URL))(
  'npm run admin:create beside a running server on Redis',
  () => {
    let onRedis: TestApp;
    let prefix: string;
    beforeAll(async () => {
      prefix = `parlor-test-${randomBytes(4).toString('hex')}:`;
      onRedis = await createTestApp({ env: { REDIS_PREFIX: prefix } });
    });
    afterAll(() => onRedis.close());

    it("tells the server at once (the CLI's tellRunningServers), so a promoted user's next call is an admin's", async () => {
      const user = await createUser(onRedis.app);
      const client = await signedInClient(onRedis.app, user);
      // The server now remembers the signed-in user as a normal user.
      expect((await client.get('/api/admin/settings')).statusCode).toBe(403);

      await ensureAdmin(onRedis.app.db, { email: user.email, password: 'Promoted-Pass-3' });
      expect((await client.get('/api/admin/settings')).statusCode).toBe(403);

      await tellRunningServers(process.env.TEST_REDIS_URL!, user.id, prefix);
      await expect
        .poll(async () => (await client.get('/api/admin/settings')).statusCode, { timeout: 2000 })
        .toBe(200);
    });
  },
);

describe('ADMIN_EMAIL / ADMIN_PASSWORD at the start of a server', () => {
  it('makes an existing user an admin whose next call on this server is an admin’s', async () => {
    const user = await createUser(t.app);
    const client = await signedInClient(t.app, user);
    expect((await client.get('/api/admin/settings')).statusCode).toBe(403);

    await ensureAdminAndTell(t.app, { email: user.email, password: 'Promoted-Pass-4' });
    expect((await client.get('/api/admin/settings')).statusCode).toBe(200);
  });
});

describe.runIf(Boolean(process.env.TEST_REDIS_URL))(
  'a server starting with ADMIN_EMAIL beside a running one on Redis',
  () => {
    let running: TestApp;
    let starting: TestApp;
    beforeAll(async () => {
      // Both remember a session for a minute: only the announcement makes them forget.
      const env = {
        REDIS_PREFIX: `parlor-test-${randomBytes(4).toString('hex')}:`,
        SESSION_CACHE_SECONDS: '60',
      };
      running = await createTestApp({ env });
      starting = await createTestApp({ env, database: running.database });
    });
    afterAll(async () => {
      await starting?.close();
      await running?.close();
    });

    it('tells the running server at once', async () => {
      const user = await createUser(running.app);
      const client = await signedInClient(running.app, user);
      expect((await client.get('/api/admin/settings')).statusCode).toBe(403);

      await ensureAdminAndTell(starting.app, { email: user.email, password: 'Promoted-Pass-5' });
      await expect
        .poll(async () => (await client.get('/api/admin/settings')).statusCode, { timeout: 2000 })
        .toBe(200);
    });
  },
);

describe('npm run admin:create with Redis unreachable', () => {
  it('warns that running servers were not told, and does not fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await expect(
        tellRunningServers('redis://127.0.0.1:9', 1, 'parlor:'),
      ).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Running servers were not told'));
    } finally {
      warn.mockRestore();
    }
  });
});
