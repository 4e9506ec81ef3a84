import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServer,
  request,
  spawnServerProcess,
  type ServerProcess,
} from '../test/server-process-testing';
import { createTestPostgresDatabase, testDatabaseKind } from '../test/test-database';

const admin = { email: 'operator@example.com', password: 'Operator-Pass-2026' };

/**
 * `GET /api/health` answers 200 only once every process of a `WEB_CONCURRENCY` cluster has
 * finished its start-up work: a sign-in as ADMIN_EMAIL right after the first 200 succeeds,
 * whichever process answers (the first process makes the account; the others start sooner).
 * PostgreSQL only (PGlite is single-process).
 */
describe.runIf(testDatabaseKind === 'postgres')('readiness of a two-process server', () => {
  const servers: ServerProcess[] = [];
  const databases: Awaited<ReturnType<typeof createTestPostgresDatabase>>[] = [];

  beforeAll(async () => {
    await buildServer();
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(databases.map((database) => database.drop()));
  });

  /** Health answers (status codes) for `ms`, as fast as they come. */
  async function healthFor(server: ServerProcess, ms: number): Promise<number[]> {
    const seen: number[] = [];
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if (server.child.exitCode !== null) throw new Error(server.stderr());
      const answer = await request(`${server.url}/api/health`).catch(() => undefined);
      if (answer) seen.push(answer.statusCode);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return seen;
  }

  async function untilHealthy(server: ServerProcess): Promise<void> {
    for (let attempt = 0; attempt < 3000; attempt += 1) {
      if (server.child.exitCode !== null) throw new Error(server.stderr());
      const answer = await request(`${server.url}/api/health`).catch(() => undefined);
      if (answer?.statusCode === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`never healthy:\n${server.stderr()}`);
  }

  it('answers 503 while the first process is still making the admin, and a sign-in right after the first 200 succeeds', async () => {
    const database = await createTestPostgresDatabase();
    databases.push(database);
    // Holds the first process in its start-up work: making the admin waits for this lock.
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table users in exclusive mode');
    const server = await spawnServerProcess({
      WEB_CONCURRENCY: '2',
      DATABASE_URL: database.url,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      APP_SECRET: 'readiness-test-secret-readiness-test-0123',
      PAYOUT_ENCRYPTION_KEY: 'ef'.repeat(32),
    });
    servers.push(server);
    try {
      // Until some process listens, then 3 s more: every answer says "starting".
      let seen: number[] = [];
      while (seen.length === 0) seen = await healthFor(server, 200);
      seen.push(...(await healthFor(server, 3_000)));
      expect(new Set(seen)).toEqual(new Set([503]));
    } finally {
      await blocker.query('commit');
      await blocker.end();
    }

    await untilHealthy(server);
    // Sign-ins on new connections: the cluster hands them to either process.
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() => request(`${server.url}/api/login`, { json: admin })),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 'OK' });
    }
  }, 120_000);
});
