import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { TStoredSettings } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { connectRedis, openRedis } from '../redis';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** Changes settings for this app (the cache is dropped). */
  setSettings(settings: Partial<TStoredSettings>): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment overrides, e.g. `{ SMTP_URL: 'smtp://127.0.0.1:2525' }`. */
  env?: Record<string, string>;
  settings?: Partial<TStoredSettings>;
  /** Reuse an existing database (e.g. two instances on one PostgreSQL). */
  database?: DatabaseHandle;
  /** Receives the log lines (set LOG_LEVEL in `env` to see them). */
  logStream?: { write(line: string): void };
  /** Redis to use instead of TEST_REDIS_URL (a proxy in front of it that a test stalls or cuts). */
  redisUrl?: string;
  /** Open Redis like main.ts does: never wait for it (Redis down at start). */
  isRedisOpenedInBackground?: boolean;
}

/** A server on a fresh database (and on Redis when TEST_REDIS_URL is set), not listening. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = path.join(os.tmpdir(), `parlor-test-${randomBytes(6).toString('hex')}`);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    // The offline companion's words at once: tests wait for replies, not for a reading pace.
    AI_OFFLINE_WORD_MS: '0',
    // Every app its own keys and channels on the shared Redis, unless a test shares them.
    REDIS_PREFIX: `parlor-test-${randomBytes(4).toString('hex')}:`,
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const redisUrl = options.redisUrl ?? process.env.TEST_REDIS_URL;
  const redis: Redis | undefined = !redisUrl
    ? undefined
    : options.isRedisOpenedInBackground
      ? await openRedis(redisUrl, config.redisPrefix, 0)
      : await connectRedis(redisUrl, config.redisPrefix);
  const app = await buildApp(config, { db: database.db, redis, logStream: options.logStream });
  await app.ready();

  const testApp: TestApp = {
    app,
    database,
    config,
    async setSettings(settings) {
      for (const [key, value] of Object.entries(settings)) {
        await app.reference.updateSetting(key as keyof TStoredSettings, value);
      }
    },
    async close() {
      await app.close();
      redis?.disconnect();
      if (!options.database) await database.close();
    },
  };
  if (options.settings) await testApp.setSettings(options.settings);
  return testApp;
}
