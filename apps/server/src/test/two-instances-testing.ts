import { randomBytes } from 'node:crypto';
import type { TStoredSettings } from '@parlor/contracts';
import type { DatabaseHandle } from '../db/client';
import { createTestApp, type TestApp } from './test-app';
import { openTestDatabase, testDatabaseKind } from './test-database';

/** Two server instances need one PostgreSQL and one Redis to share (skip otherwise). */
export const hasSharedInfrastructure =
  testDatabaseKind === 'postgres' && Boolean(process.env.TEST_REDIS_URL);

export interface TwoInstances {
  /** Instance 1 (the one `restartA` stops and starts again). */
  a: TestApp;
  b: TestApp;
  /**
   * Stops instance A (its sockets close, its bus unsubscribes) and starts a new process-like
   * instance on the same database, Redis prefix and — if A was listening — the same port.
   * `whileDown` runs between the two. `a` is the new instance afterwards.
   */
  restartA(whileDown?: () => Promise<void>): Promise<TestApp>;
  close(): Promise<void>;
}

/**
 * Two instances like two processes of one deployment: one database, one Redis key prefix
 * (fresh for this pair), separate connections. `listen` makes them listen on 127.0.0.1 (for
 * sockets); `redisUrlOfB` puts B behind another Redis URL (a proxy a test stalls).
 */
export async function startTwoInstances(
  options: {
    env?: Record<string, string>;
    settings?: Partial<TStoredSettings>;
    listen?: { a?: boolean; b?: boolean };
    redisUrlOfB?: string;
  } = {},
): Promise<TwoInstances> {
  const env = {
    ...options.env,
    REDIS_PREFIX: `parlor-test-${randomBytes(4).toString('hex')}:`,
  };
  const database: DatabaseHandle = await openTestDatabase();
  const start = async (redisUrl?: string, port?: number) => {
    const instance = await createTestApp({
      env,
      settings: options.settings,
      database,
      ...(redisUrl ? { redisUrl } : {}),
    });
    if (port !== undefined) await instance.app.listen({ port, host: '127.0.0.1' });
    return instance;
  };
  const pair: TwoInstances = {
    a: await start(undefined, options.listen?.a ? 0 : undefined),
    b: await start(options.redisUrlOfB, options.listen?.b ? 0 : undefined),
    async restartA(whileDown) {
      const address = pair.a.app.server.address();
      const port = address && typeof address !== 'string' ? address.port : undefined;
      await pair.a.close();
      await whileDown?.();
      pair.a = await start(undefined, port);
      return pair.a;
    },
    async close() {
      await pair.b.close();
      await pair.a.close();
      await database.close();
    },
  };
  return pair;
}
