import { randomBytes } from 'node:crypto';
import type { TMessage } from '@parlor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTopic, openSocket, type TestSocket } from '../test/chat-testing';
import { processHeader } from '../plugins/process-header';
import { apiTokenOf, createUser } from '../test/factories-testing';
import {
  buildServer,
  request,
  startServerProcess,
  type ServerProcess,
} from '../test/server-process-testing';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestPostgresDatabase, testDatabaseKind } from '../test/test-database';
import { openDatabase, type DatabaseHandle } from '../db/client';

const redisUrl = process.env.TEST_REDIS_URL;
const sharedSecrets = {
  APP_SECRET: 'cluster-test-secret-cluster-test-secret-0123',
  PAYOUT_ENCRYPTION_KEY: 'cd'.repeat(32),
  // A throwaway Web Push key pair: with REDIS_URL every instance must share one.
  VAPID_PUBLIC_KEY:
    'BCS3s3zxiMKptSEK7nqeTcH1LUm07D_JLNJu00F6Zw9tuEkfuxAbqFKEQCzOorGAuiM7P8c1CDKoDUFGmPUiZoE',
  VAPID_PRIVATE_KEY: 'KPsUbuF5rgwonoEbLc2Y1T80NtmuRIGpmkReS1bj8WM',
};

/**
 * Every core used: `npm start` with WEB_CONCURRENCY=2 runs two processes of the compiled
 * server on one port. A message sent through one process reaches a socket held by the
 * other — through the cluster's IPC without Redis, through Redis with it — and rate limits
 * count once for the cluster. PostgreSQL only (PGlite is single-process).
 */
describe.runIf(testDatabaseKind === 'postgres')('two server processes on one port', () => {
  let created: Awaited<ReturnType<typeof createTestPostgresDatabase>>;
  let database: DatabaseHandle;
  // Makes users, topics and tokens in the cluster's database (never listens).
  let helper: TestApp;
  const servers: ServerProcess[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    await buildServer();
    created = await createTestPostgresDatabase();
    database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
    helper = await createTestApp({ database });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await Promise.all(servers.map((server) => server.stop()));
    await helper?.close();
    await database?.close();
    await created?.drop();
  });

  async function startCluster(env: Record<string, string>): Promise<ServerProcess> {
    const server = await startServerProcess({
      WEB_CONCURRENCY: '2',
      DATABASE_URL: created.url,
      ...sharedSecrets,
      ...env,
    });
    servers.push(server);
    return server;
  }

  /** Sockets of one user until both processes hold one (connections alternate between them). */
  async function socketsOnBothProcesses(server: ServerProcess, token: string) {
    const byProcess = new Map<string, TestSocket>();
    for (let attempt = 0; attempt < 12 && byProcess.size < 2; attempt += 1) {
      const socket = await openSocket(`ws://127.0.0.1:${server.port}/api/ws`, {
        authorization: `Bearer ${token}`,
      });
      sockets.push(socket);
      byProcess.set(String(socket.upgradeHeaders[processHeader]), socket);
    }
    expect([...byProcess.keys()].sort()).toEqual(['0', '1']);
    return byProcess;
  }

  async function conversationAcrossProcesses(server: ServerProcess) {
    const owner = await createUser(helper.app, { points: 10 });
    const guest = await createUser(helper.app, { points: 10 });
    const topicId = await makeTopic(helper.app, { ownerId: owner.id, guestId: guest.id });
    const guestSockets = await socketsOnBothProcesses(server, await apiTokenOf(helper.app, guest));

    const sent = await request(`${server.url}/api/messages/create`, {
      headers: { authorization: `Bearer ${await apiTokenOf(helper.app, owner)}` },
      json: { topic_id: topicId, content: 'across processes' },
    });
    expect(sent.statusCode).toBe(200);
    const sentBy = String(sent.headers[processHeader]);
    const { id } = (JSON.parse(sent.body) as { payload: { message: TMessage } }).payload.message;
    const elsewhere = guestSockets.get(sentBy === '0' ? '1' : '0')!;
    await elsewhere.next('message', (event) => event.message.id === id, 15_000);
    await guestSockets.get(sentBy)!.next('message', (event) => event.message.id === id, 15_000);
  }

  it('without Redis: a message reaches a socket on the other process (IPC), and rate limits count once', async () => {
    const server = await startCluster({ REDIS_URL: '', RATE_LIMIT_LOGIN_PER_IP: '3' });
    await conversationAcrossProcesses(server);

    // Four failed sign-ins from one address, each on a connection of its own: spread over
    // both processes, yet the fourth is over the limit of three.
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      answers.push(
        await request(`${server.url}/api/login`, {
          json: { email: `nobody-${attempt}@example.com`, password: 'wrong-password-1' },
        }),
      );
    }
    expect(new Set(answers.map((answer) => answer.headers[processHeader])).size).toBe(2);
    expect(answers.map((answer) => answer.statusCode)).toEqual([422, 422, 422, 429]);
    expect(server.stderr()).not.toMatch(/error/i);
  }, 180_000);

  it.runIf(Boolean(redisUrl))(
    'with Redis: a message reaches a socket on the other process',
    async () => {
      const server = await startCluster({
        REDIS_URL: redisUrl!,
        REDIS_PREFIX: `parlor-test-${randomBytes(4).toString('hex')}:`,
      });
      await conversationAcrossProcesses(server);
      expect(server.stderr()).not.toMatch(/error/i);
    },
    180_000,
  );
});
