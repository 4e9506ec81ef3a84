import { eq, sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema';
import { sha256 } from '../../../lib/hash';
import { createUser, signedInClient } from '../../../test/factories-testing';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { browserHeaders, openSocket, wsUrl, type TestSocket } from '../../../test/chat-testing';
import { closeCodes } from './connection';
import { realtimeOf } from './realtime-routes';

let testApp: TestApp;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  // A session ends after two minutes without a request; nothing is remembered between calls.
  testApp = await createTestApp({ env: { SESSION_IDLE_MINUTES: '2', SESSION_CACHE_SECONDS: '0' } });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await testApp.close();
});

function sessionHashOf(client: TestClient): string {
  return sha256(client.cookies.get('parlor_session') ?? '');
}

/** Moves the session's last request `seconds` further into the past (time passing, unused). */
async function idleFor(client: TestClient, seconds: number) {
  await testApp.app.db
    .update(sessions)
    .set({ lastSeenAt: sql`${sessions.lastSeenAt} - ${`${seconds} seconds`}::interval` })
    .where(eq(sessions.tokenHash, sessionHashOf(client)));
}

async function secondsSinceLastRequest(client: TestClient): Promise<number | undefined> {
  const [row] = await testApp.app.db
    .select({ lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, sessionHashOf(client)));
  return row ? (Date.now() - row.lastSeenAt.getTime()) / 1000 : undefined;
}

async function signedInTab() {
  const client = await signedInClient(testApp.app, await createUser(testApp.app));
  const socket = await openSocket(wsUrl(testApp.app), browserHeaders(client));
  sockets.push(socket);
  const closeCode = new Promise<number>((resolve) => socket.socket.once('close', resolve));
  return { client, socket, closeCode };
}

/** The socket's periodic re-check of its credential, run now for every open socket. */
async function recheckSockets() {
  await realtimeOf(testApp.app)!.recheckCredentials();
}

describe('an open socket and SESSION_IDLE_MINUTES', () => {
  it('the socket’s credential re-check never extends the session: idle time ends it, and the socket', async () => {
    const tab = await signedInTab();
    await idleFor(tab.client, 100);

    // 100 s of a 120 s limit: the re-check finds the session alive and leaves its time alone.
    await recheckSockets();
    expect(tab.socket.socket.readyState).toBe(WebSocket.OPEN);
    expect(await secondsSinceLastRequest(tab.client)).toBeGreaterThanOrEqual(99);

    // 21 s more without a request: the session is over, and the socket with it.
    await idleFor(tab.client, 21);
    await recheckSockets();
    await expect(tab.closeCode).resolves.toBe(closeCodes.unauthenticated);
    expect(await secondsSinceLastRequest(tab.client)).toBeUndefined();
    expect((await tab.client.get('/api/user/profile')).statusCode).toBe(401);
  });

  it('the user’s own request does extend it', async () => {
    const tab = await signedInTab();
    await idleFor(tab.client, 100);
    expect((await tab.client.get('/api/user/profile')).statusCode).toBe(200);
    expect(await secondsSinceLastRequest(tab.client)).toBeLessThan(10);

    await idleFor(tab.client, 21);
    await recheckSockets();
    expect(tab.socket.socket.readyState).toBe(WebSocket.OPEN);
  });
});
