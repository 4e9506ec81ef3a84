import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenOf, createUser, signedInClient } from '../../test/factories-testing';
import { TestClient } from '../../test/test-client';
import type { TestApp } from '../../test/test-app';
import {
  createAccountsTestApp,
  fieldError,
  newEmail,
  strongPassword,
} from '../../test/accounts-testing';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createAccountsTestApp();
});
afterAll(() => testApp.close());

async function login(body: Record<string, unknown>, client = new TestClient(testApp.app)) {
  return { client, response: await client.post('/api/login', body) };
}

describe('POST /api/login', () => {
  it('signs in with the address in any letter case on the session cookie alone: the answer carries no bearer token', async () => {
    const user = await createUser(testApp.app, {
      email: newEmail('Mixed'),
      password: strongPassword,
    });
    const { client, response } = await login({
      email: `  ${user.email.toUpperCase()} `,
      password: strongPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({
      status: 'OK',
      payload: { emailVerified: true },
    });
    expect((await client.get('/api/is-auth')).body).toEqual({
      status: 'OK',
      authenticated: true,
      emailVerified: true,
      canUseConsole: false,
    });
    expect((await client.get('/api/user/profile')).payload()).toMatchObject({ id: user.id });
  });

  it('rotates the session: the cookie of before the sign-in stops working', async () => {
    const user = await createUser(testApp.app, { password: strongPassword });
    const client = await signedInClient(testApp.app, user);
    const before = client.cookies.get('parlor_session')!;
    await login({ email: user.email, password: strongPassword }, client);
    const after = client.cookies.get('parlor_session')!;
    expect(after).not.toBe(before);

    const stale = new TestClient(testApp.app);
    stale.cookies.set('parlor_session', before);
    expect((await stale.get('/api/user/profile')).statusCode).toBe(401);
    expect((await client.get('/api/user/profile')).statusCode).toBe(200);
  });

  it('answers the same 422 for a wrong password and an unknown address', async () => {
    const user = await createUser(testApp.app, { password: strongPassword });
    const wrong = (await login({ email: user.email, password: 'Sunny-Harbor-43' })).response;
    const unknown = (await login({ email: newEmail('nobody'), password: strongPassword })).response;
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(422);
      expect(response.body).toEqual({
        status: 'ERROR',
        code: 'INVALID_CREDENTIALS',
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers status VERIFY for the right password of an unverified address', async () => {
    const user = await createUser(testApp.app, { verified: false, password: strongPassword });
    const { client, response } = await login({ email: user.email, password: strongPassword });
    expect(response.statusCode).toBe(403);
    expect(response.body).toEqual({
      status: 'VERIFY',
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Your email address is not verified.',
    });
    expect((await client.get('/api/is-auth')).body.authenticated).toBe(false);
  });

  it.each([
    ['a missing e-mail', { password: 'x' }, 'email', 'Email is required'],
    ['a malformed e-mail', { email: 'a@', password: 'x' }, 'email', 'Invalid email format'],
    ['a missing password', { email: 'a@example.com' }, 'password', 'Password is required'],
    [
      'an empty password',
      { email: 'a@example.com', password: '' },
      'password',
      'Password is required',
    ],
  ])('answers 422 for %s', async (_name, body, field, message) => {
    const { response } = await login(body);
    expect(response.statusCode).toBe(422);
    expect(fieldError(response, field)).toBe(message);
  });

  it('answers 419 when the XSRF header is missing or wrong', async () => {
    const user = await createUser(testApp.app, { password: strongPassword });
    const client = new TestClient(testApp.app);
    await client.fetchCsrfCookie();
    const body = { email: user.email, password: strongPassword };
    expect((await client.post('/api/login', body, { 'x-xsrf-token': '' })).statusCode).toBe(419);
    const wrong = await client.post('/api/login', body, { 'x-xsrf-token': 'abc.def' });
    expect(wrong.statusCode).toBe(419);
    expect(wrong.body.message).toBe('CSRF token mismatch.');
  });

  it('lets a non-browser client sign in without cookies or CSRF header', async () => {
    const user = await createUser(testApp.app, { password: strongPassword });
    const bare = new TestClient(testApp.app, { mode: 'bare' });
    const response = await bare.post('/api/login', { email: user.email, password: strongPassword });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/is-auth', () => {
  it('answers not authenticated for a guest', async () => {
    const response = await new TestClient(testApp.app).get('/api/is-auth');
    expect(response.body).toEqual({
      status: 'OK',
      authenticated: false,
      emailVerified: false,
      canUseConsole: false,
    });
  });

  it('tells a signed-in unverified user apart', async () => {
    const user = await createUser(testApp.app, { verified: false });
    const client = await signedInClient(testApp.app, user);
    expect((await client.get('/api/is-auth')).body).toEqual({
      status: 'OK',
      authenticated: true,
      emailVerified: false,
      canUseConsole: false,
    });
  });

  it('says canUseConsole for admins and moderators only (the header links them to /admin)', async () => {
    for (const role of ['admin', 'moderator', 'user'] as const) {
      const client = await signedInClient(testApp.app, await createUser(testApp.app, { role }));
      const answer = (await client.get('/api/is-auth')).body as { canUseConsole: boolean };
      expect(answer.canUseConsole, role).toBe(role !== 'user');
    }
  });
});

describe('POST /api/logout', () => {
  it('ends the session on the server: the old cookie is refused afterwards', async () => {
    const user = await createUser(testApp.app);
    const client = await signedInClient(testApp.app, user);
    const cookie = client.cookies.get('parlor_session')!;
    const response = await client.post('/api/logout');
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({
      status: 'OK',
      payload: null,
      message: 'You have been logged out.',
    });
    expect(client.cookies.has('parlor_session')).toBe(false);

    const replay = new TestClient(testApp.app);
    replay.cookies.set('parlor_session', cookie);
    const profile = await replay.get('/api/user/profile');
    expect(profile.statusCode).toBe(401);
    expect(profile.body).toMatchObject({ message: 'Unauthenticated.', code: 'UNAUTHENTICATED' });
  });

  it('revokes the bearer token it is called with, and nothing else', async () => {
    const user = await createUser(testApp.app, { password: strongPassword });
    const { client } = await login({ email: user.email, password: strongPassword });
    const bearer = TestClient.bearer(testApp.app, await apiTokenOf(testApp.app, user));
    const other = TestClient.bearer(testApp.app, await apiTokenOf(testApp.app, user));
    expect((await bearer.post('/api/logout')).statusCode).toBe(200);
    expect((await bearer.get('/api/user/profile')).statusCode).toBe(401);
    expect((await other.get('/api/user/profile')).statusCode).toBe(200);
    expect((await client.get('/api/user/profile')).statusCode).toBe(200);
  });

  it('a browser sign-out or a new sign-in leaves the API tokens the user asked for', async () => {
    const user = await createUser(testApp.app, { password: strongPassword });
    const { client } = await login({ email: user.email, password: strongPassword });
    const bearer = TestClient.bearer(testApp.app, await apiTokenOf(testApp.app, user));
    await login({ email: user.email, password: strongPassword }, client);
    expect((await bearer.get('/api/user/profile')).statusCode).toBe(200);
    expect((await client.post('/api/logout')).statusCode).toBe(200);
    expect((await bearer.get('/api/user/profile')).statusCode).toBe(200);
  });

  it('ends only its own sign-in: another sign-in of the user keeps its cookie', async () => {
    const user = await createUser(testApp.app, { password: strongPassword });
    const first = await login({ email: user.email, password: strongPassword });
    const second = await login({ email: user.email, password: strongPassword });
    expect((await first.client.post('/api/logout')).statusCode).toBe(200);
    expect((await second.client.get('/api/user/profile')).statusCode).toBe(200);
  });

  it('answers OK for a guest too (the client always clears its state)', async () => {
    const response = await new TestClient(testApp.app).post('/api/logout');
    expect(response.statusCode).toBe(200);
  });

  it('needs the CSRF header from a browser', async () => {
    const user = await createUser(testApp.app);
    const client = await signedInClient(testApp.app, user);
    const response = await client.post('/api/logout', undefined, { 'x-xsrf-token': '' });
    expect(response.statusCode).toBe(419);
    expect((await client.get('/api/user/profile')).statusCode).toBe(200);
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every accounts call', async () => {
    const response = await new TestClient(testApp.app).get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.body as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/is-auth',
        '/api/login',
        '/api/register',
        '/api/resendConfirmationLink',
        '/api/email/verify',
        '/api/logout',
        '/api/user/profile',
        '/api/user/change-password',
        '/api/user/request-password-reset',
        '/api/user/password-reset',
        '/api/tokens',
        '/api/tokens/{id}',
      ]),
    );
    const tokens = (response.body as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(tokens['/api/tokens']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(tokens['/api/tokens/{id}']!)).toEqual(['delete']);
  });
});
