import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { connectRedis } from './redis';
import { subscriberCount } from './test/redis-testing';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy-stand-in';
import { createTestApp, type TestApp } from './test/test-app';
import { TestClient } from './test/test-client';

const redisUrl = process.env.TEST_REDIS_URL;

describe('REDIS_PREFIX', () => {
  it('defaults to parlor: and is taken as set', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/parlor-config-test' }).redisPrefix).toBe('parlor:');
    expect(
      loadConfig({ DATA_DIR: '/tmp/parlor-config-test', REDIS_PREFIX: 'staging:' }).redisPrefix,
    ).toBe('staging:');
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/parlor-config-test', REDIS_PREFIX: 'has space:' }),
    ).toThrow(/REDIS_PREFIX/);
  });
});

describe.runIf(Boolean(redisUrl))('two prefixes on one Redis', () => {
  let one: TestApp;
  let sameAsOne: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    const prefix = `parlor-test-${randomBytes(4).toString('hex')}:`;
    one = await createTestApp({ env: { REDIS_PREFIX: prefix } });
    sameAsOne = await createTestApp({ env: { REDIS_PREFIX: prefix }, database: one.database });
    other = await createTestApp({ database: one.database });
  });
  afterAll(async () => {
    await other?.close();
    await sameAsOne?.close();
    await one?.close();
  });

  it('do not hear each other’s events', async () => {
    const heardBySame: unknown[] = [];
    const heardByOther: unknown[] = [];
    await sameAsOne.app.bus.subscribe('user:1', (event) => heardBySame.push(event));
    await other.app.bus.subscribe('user:1', (event) => heardByOther.push(event));

    await one.app.bus.publish('user:1', { type: 'balance', balance: 1 });
    await expect.poll(() => heardBySame).toEqual([{ type: 'balance', balance: 1 }]);
    // Sent after it on the same Redis, so `other` hears this first if it heard the first at all.
    await other.app.bus.publish('user:1', { type: 'balance', balance: 2 });
    await expect.poll(() => heardByOther).toEqual([{ type: 'balance', balance: 2 }]);
  });

  it('count rate limits apart', async () => {
    const key = `login:ip:${randomBytes(4).toString('hex')}`;
    expect((await one.app.rateLimits.hit(key, 60_000)).count).toBe(1);
    expect((await sameAsOne.app.rateLimits.hit(key, 60_000)).count).toBe(2);
    expect((await other.app.rateLimits.hit(key, 60_000)).count).toBe(1);
    expect((await one.app.rateLimits.hit(key, 60_000)).count).toBe(3);
  });
});

describe.runIf(Boolean(redisUrl))('an instance whose Redis is down', () => {
  let direct: Redis;
  let proxy: TcpProxy;
  let testApp: TestApp;
  const logLines: { level: number; msg?: string }[] = [];

  beforeAll(async () => {
    direct = await connectRedis(redisUrl!, '');
    proxy = await startTcpProxy(redisUrl!);
    proxy.cut();
    // Opened like main.ts opens it: the instance starts with Redis down.
    testApp = await createTestApp({
      redisUrl: proxy.url,
      isRedisOpenedInBackground: true,
      env: {
        LOG_LEVEL: 'info',
        RATE_LIMIT_LOGIN_PER_IP: '3',
        RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
      },
      logStream: { write: (line) => logLines.push(JSON.parse(line) as (typeof logLines)[0]) },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await proxy?.close();
    direct?.disconnect();
  });

  const health = async () =>
    (await new TestClient(testApp.app).get('/api/health')).payload<{ redis: string }>().redis;
  const faultLines = () => logLines.filter((line) => line.msg?.startsWith('Redis is unreachable'));
  const recoveryLines = () =>
    logLines.filter((line) => line.msg?.startsWith('Redis answers again'));

  /** What an instance does all day, with Redis down: publishes, rate-limited calls. */
  async function busyWithRedisDown() {
    for (let round = 0; round < 20; round += 1) {
      await testApp.app.bus.publish(`user:${round}`, { type: 'balance', balance: round });
    }
    const statuses: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const attempt = await new TestClient(testApp.app).post('/api/login', {
        email: 'nobody@example.com',
        password: 'Wrong-Password-1',
      });
      statuses.push(attempt.statusCode);
    }
    // Counted in this instance's memory meanwhile: the limit still holds.
    expect(statuses).toEqual([422, 422, 422, 429, 429]);
  }

  it('serves HTTP from the start, says so in health, and logs the fault and its end once each', async () => {
    const answer = await new TestClient(testApp.app).get('/api/health');
    expect(answer.statusCode).toBe(200);
    expect(answer.payload()).toMatchObject({ database: 'ok', redis: 'down' });
    await busyWithRedisDown();

    proxy.restore();
    await expect.poll(health, { timeout: 15_000 }).toBe('ok');
    // Its lasting subscriptions (credential and reference caches) were made once Redis was back.
    const prefix = testApp.config.redisPrefix;
    await expect.poll(() => subscriberCount(direct, `${prefix}auth:user-changed`)).toBe(1);
    expect(faultLines()).toHaveLength(1);
    expect(recoveryLines()).toHaveLength(1);
  });

  it('keeps serving when Redis is lost later, and logs that once too', async () => {
    proxy.cut();
    await expect.poll(health, { timeout: 15_000 }).toBe('down');
    expect((await new TestClient(testApp.app).get('/api/settings')).statusCode).toBe(200);
    await busyWithRedisDownLater();
    proxy.restore();
    await expect.poll(health, { timeout: 15_000 }).toBe('ok');
    expect(faultLines()).toHaveLength(2);
    expect(recoveryLines()).toHaveLength(2);
  });

  async function busyWithRedisDownLater() {
    for (let round = 0; round < 20; round += 1) {
      await testApp.app.bus.publish(`user:${round}`, { type: 'balance', balance: round });
    }
    // Subscribing fails at once (the socket would close; its client polls meanwhile).
    await expect(testApp.app.bus.subscribe('user:1', () => undefined)).rejects.toThrow();
  }
});
