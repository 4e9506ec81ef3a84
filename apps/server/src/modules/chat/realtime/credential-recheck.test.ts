import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueUserToken } from '../../accounts/user-tokens';
import { createUser, type TestUser } from '../../../test/factories-testing';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TestClient } from '../../../test/test-client';
import { browserHeaders, openSocket, wsUrl, type TestSocket } from '../../../test/chat-testing';
import { closeCodes } from './connection';

const password = 'Sunny-Harbor-42';
let testApp: TestApp;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  testApp = await createTestApp({
    env: { RATE_LIMIT_LOGIN_PER_IP: '10000', RATE_LIMIT_LOGIN_PER_ACCOUNT: '10000' },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  url = wsUrl(testApp.app);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await testApp.close();
});

/** One sign-in through the API: the browser (cookie) and an API token it asked for. */
async function signIn(user: TestUser, secret = password) {
  const browser = new TestClient(testApp.app);
  const response = await browser.post('/api/login', { email: user.email, password: secret });
  expect(response.statusCode).toBe(200);
  const created = await browser.post('/api/tokens', { device_name: 'socket client' });
  expect(created.statusCode).toBe(200);
  const token = created.payload<{ token: string }>().token;
  return { browser, bearer: TestClient.bearer(testApp.app, token), token };
}

/** An open socket that also records every raw frame (to see what reaches the browser). */
async function socketWith(headers: Record<string, string>) {
  const socket = await openSocket(url, headers);
  sockets.push(socket);
  const frames: string[] = [];
  socket.socket.on('message', (data: WebSocket.RawData) => {
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(new Uint8Array(data));
    frames.push(bytes.toString('utf8'));
  });
  const closeCode = new Promise<number>((resolve) => socket.socket.once('close', resolve));
  /** The close code, or a rejection when the socket is still open after 5 seconds. */
  const closed = () =>
    Promise.race([
      closeCode,
      new Promise<never>((_, reject) => {
        setTimeout(() => reject(new Error('the socket is still open')), 5000).unref();
      }),
    ]);
  return { socket, frames, closed };
}

/** Still open: a ping sent now is answered. */
async function expectOpen(socket: TestSocket) {
  const before = socket.events.filter((event) => event.type === 'pong').length;
  socket.send({ type: 'ping' });
  await expect
    .poll(() => socket.events.filter((event) => event.type === 'pong').length)
    .toBe(before + 1);
  expect(socket.socket.readyState).toBe(WebSocket.OPEN);
}

describe('open sockets when credentials end', () => {
  it('a browser sign-out closes the sockets of that sign-in at once, not those of another one', async () => {
    const user = await createUser(testApp.app, { password });
    const leaving = await signIn(user);
    const staying = await signIn(user);
    const tab = await socketWith(browserHeaders(leaving.browser));
    const otherTab = await socketWith(browserHeaders(staying.browser));

    expect((await leaving.browser.post('/api/logout')).statusCode).toBe(200);
    await expect(tab.closed()).resolves.toBe(closeCodes.unauthenticated);
    await expectOpen(otherTab.socket);
    // The internal event is never forwarded to a browser.
    expect(otherTab.frames.join('\n')).not.toContain('credentials_changed');
  });

  it('a bearer sign-out closes the sockets opened with that token, not the browser’s', async () => {
    const user = await createUser(testApp.app, { password });
    const { browser, bearer, token } = await signIn(user);
    const app = await socketWith({ authorization: `Bearer ${token}` });
    const tab = await socketWith(browserHeaders(browser));

    expect((await bearer.post('/api/logout')).statusCode).toBe(200);
    await expect(app.closed()).resolves.toBe(closeCodes.unauthenticated);
    await expectOpen(tab.socket);
  });

  it('revoking a token on the account page closes the sockets opened with it', async () => {
    const user = await createUser(testApp.app, { password });
    const { browser, token } = await signIn(user);
    const app = await socketWith({ authorization: `Bearer ${token}` });
    const [listed] = (await browser.get('/api/tokens')).payload<{ id: number }[]>();
    expect((await browser.request('DELETE', `/api/tokens/${listed!.id}`)).statusCode).toBe(200);
    await expect(app.closed()).resolves.toBe(closeCodes.unauthenticated);
  });

  it('a password change closes the sockets of the other sign-ins and keeps the caller’s', async () => {
    const user = await createUser(testApp.app, { password });
    const caller = await signIn(user);
    const other = await signIn(user);
    const own = await socketWith(browserHeaders(caller.browser));
    const elsewhere = await socketWith(browserHeaders(other.browser));
    const ownToken = await socketWith({ authorization: `Bearer ${caller.token}` });

    const changed = await caller.browser.post('/api/user/change-password', {
      cur_password: password,
      new_password: 'Fresh-Harbor-55',
      repeat_password: 'Fresh-Harbor-55',
    });
    expect(changed.statusCode).toBe(200);
    await expect(elsewhere.closed()).resolves.toBe(closeCodes.unauthenticated);
    // API tokens die with a password change, also those the caller's browser asked for.
    await expect(ownToken.closed()).resolves.toBe(closeCodes.unauthenticated);
    await expectOpen(own.socket);
  });

  it('a password reset closes every socket of the user', async () => {
    const user = await createUser(testApp.app, { password });
    const first = await signIn(user);
    const second = await signIn(user);
    const tabs = [
      await socketWith(browserHeaders(first.browser)),
      await socketWith(browserHeaders(second.browser)),
      await socketWith({ authorization: `Bearer ${second.token}` }),
    ];
    const link = await issueUserToken(testApp.app.db, {
      userId: user.id,
      purpose: 'password_reset',
    });

    const reset = await new TestClient(testApp.app).post('/api/user/password-reset', {
      token: link,
      email: user.email,
      password: 'Fresh-Harbor-55',
      password_confirmation: 'Fresh-Harbor-55',
    });
    expect(reset.statusCode).toBe(200);
    for (const tab of tabs) await expect(tab.closed()).resolves.toBe(closeCodes.unauthenticated);
  });
});
