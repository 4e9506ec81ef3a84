import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../../db/schema';
import { sha256 } from '../../lib/hash';
import { createUser, signedInClient, type TestUser } from '../../test/factories-testing';
import { TestClient } from '../../test/test-client';
import type { TestApp } from '../../test/test-app';
import { apiTokensPerUser } from './api-tokens';
import { createAccountsTestApp, strongPassword } from '../../test/accounts-testing';

let testApp: TestApp;
let admin: TestClient;

beforeAll(async () => {
  testApp = await createAccountsTestApp({ env: { API_TOKEN_DAYS: '7' } });
  admin = await signedInClient(testApp.app, await createUser(testApp.app, { role: 'admin' }));
});
afterAll(() => testApp.close());

interface Created {
  id: number;
  token: string;
  device_name: string;
  created_at: string;
  last_used_at: string | null;
  expires_at: string;
}

/** A user signed in by password (cookie + XSRF, as the web app), and that user. */
async function signedIn(): Promise<{ user: TestUser; browser: TestClient }> {
  const user = await createUser(testApp.app, { password: strongPassword });
  const browser = new TestClient(testApp.app);
  const login = await browser.post('/api/login', { email: user.email, password: strongPassword });
  expect(login.statusCode).toBe(200);
  return { user, browser };
}

async function createToken(browser: TestClient, deviceName = 'Laptop CLI'): Promise<Created> {
  const response = await browser.post('/api/tokens', { device_name: deviceName });
  expect(response.statusCode).toBe(200);
  return response.payload<Created>();
}

describe('POST /api/tokens', () => {
  it('answers the plain token once, stores only its hash, and the token signs API calls in', async () => {
    const { user, browser } = await signedIn();
    const created = await createToken(browser, '  Laptop CLI  ');
    expect(created).toMatchObject({ device_name: 'Laptop CLI', last_used_at: null });
    expect(created.token).toMatch(/^[\w-]{40,}$/);
    const days = (Date.parse(created.expires_at) - Date.parse(created.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const [row] = await testApp.app.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row?.tokenHash).toBe(sha256(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const bearer = TestClient.bearer(testApp.app, created.token);
    expect((await bearer.get('/api/user/profile')).payload()).toMatchObject({ id: user.id });
    // The list never shows a token again.
    const listed = await browser.get('/api/tokens');
    expect(JSON.stringify(listed.body)).not.toContain(created.token);
    expect(listed.payload<Created[]>()[0]).toMatchObject({ id: created.id });
    expect(listed.payload<Created[]>()[0]!.last_used_at).not.toBeNull();
  });

  it('needs a signed-in browser with the CSRF header, and a device name', async () => {
    expect(
      (await new TestClient(testApp.app).post('/api/tokens', { device_name: 'x' })).statusCode,
    ).toBe(401);
    const { browser } = await signedIn();
    const noHeader = await browser.post(
      '/api/tokens',
      { device_name: 'x' },
      { 'x-xsrf-token': '' },
    );
    expect(noHeader.statusCode).toBe(419);
    const unnamed = await browser.post('/api/tokens', { device_name: '   ' });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.body).toMatchObject({
      errors: { device_name: ['Please name the device the token is for'] },
    });
    const long = await browser.post('/api/tokens', { device_name: 'x'.repeat(101) });
    expect(long.statusCode).toBe(422);
  });

  it('is refused to a bearer token: a token cannot mint tokens that outlive it', async () => {
    const { browser } = await signedIn();
    const bearer = TestClient.bearer(testApp.app, (await createToken(browser)).token);
    const response = await bearer.post('/api/tokens', { device_name: 'Another' });
    expect(response.statusCode).toBe(403);
    expect(response.body.message).toBe('A token cannot make tokens. Sign in to create one.');
  });

  it(`allows ${apiTokensPerUser} live tokens per user`, async () => {
    const { browser } = await signedIn();
    for (let i = 0; i < apiTokensPerUser; i++) await createToken(browser, `Device ${i}`);
    const refused = await browser.post('/api/tokens', { device_name: 'One too many' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toMatchObject({
      errors: { device_name: ['You have too many tokens. Revoke one first.'] },
    });
  });
});

describe('GET /api/tokens', () => {
  it("lists only the caller's live tokens, newest first", async () => {
    const { browser } = await signedIn();
    const other = await signedIn();
    const first = await createToken(browser, 'Phone');
    const second = await createToken(browser, 'Laptop');
    await createToken(other.browser, 'Not mine');
    const listed = (await browser.get('/api/tokens')).payload<Created[]>();
    expect(listed.map((token) => [token.id, token.device_name])).toEqual([
      [second.id, 'Laptop'],
      [first.id, 'Phone'],
    ]);
    expect(Object.keys(listed[0]!).sort()).toEqual(
      ['created_at', 'device_name', 'expires_at', 'id', 'last_used_at'].sort(),
    );
    expect((await new TestClient(testApp.app).get('/api/tokens')).statusCode).toBe(401);
  });
});

describe('DELETE /api/tokens/{id}', () => {
  it("revokes one's own token at once; another user's answers 404 and stays", async () => {
    const { browser } = await signedIn();
    const other = await signedIn();
    const mine = await createToken(browser);
    const theirs = await createToken(other.browser);
    const bearer = TestClient.bearer(testApp.app, mine.token);
    expect((await bearer.get('/api/user/profile')).statusCode).toBe(200);

    const foreign = await browser.request('DELETE', `/api/tokens/${theirs.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.status).toBe('ERROR');
    expect(
      (await TestClient.bearer(testApp.app, theirs.token).get('/api/user/profile')).statusCode,
    ).toBe(200);

    const revoked = await browser.request('DELETE', `/api/tokens/${mine.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body.message).toBe('Token revoked.');
    expect((await bearer.get('/api/user/profile')).statusCode).toBe(401);
    expect((await browser.request('DELETE', `/api/tokens/${mine.id}`)).statusCode).toBe(404);
  });
});

describe('the end of a token', () => {
  it('comes when it expires', async () => {
    const { browser } = await signedIn();
    const created = await createToken(browser);
    await testApp.app.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, created.id));
    testApp.app.credentialCache.clear();
    const bearer = TestClient.bearer(testApp.app, created.token);
    expect((await bearer.get('/api/user/profile')).statusCode).toBe(401);
    expect((await browser.get('/api/tokens')).payload<Created[]>()).toEqual([]);
  });

  it('comes with a password change', async () => {
    const { browser } = await signedIn();
    const bearer = TestClient.bearer(testApp.app, (await createToken(browser)).token);
    const changed = await browser.post('/api/user/change-password', {
      cur_password: strongPassword,
      new_password: 'Fresh-Harbor-55',
      repeat_password: 'Fresh-Harbor-55',
    });
    expect(changed.statusCode).toBe(200);
    expect((await bearer.get('/api/user/profile')).statusCode).toBe(401);
    expect((await browser.get('/api/tokens')).payload<Created[]>()).toEqual([]);
  });

  it('comes with an account block, and unblocking does not bring it back', async () => {
    const { user, browser } = await signedIn();
    const bearer = TestClient.bearer(testApp.app, (await createToken(browser)).token);
    const block = await admin.post(`/api/admin/users/${user.id}/block`, {
      scope: 'account',
      reason: 'Fraud',
    });
    expect(block.statusCode).toBe(200);
    expect((await bearer.get('/api/user/profile')).statusCode).toBe(401);
    expect(
      await testApp.app.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id)),
    ).toEqual([]);
    const unblock = await admin.post(`/api/admin/users/${user.id}/unblock`, { reason: 'Cleared' });
    expect(unblock.statusCode).toBe(200);
    expect((await bearer.get('/api/user/profile')).statusCode).toBe(401);
  });
});
