import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectRedis } from '../../redis';
import { killPubSubConnectionBehind, subscriberCount } from '../../test/redis-testing';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy-stand-in';
import { createEventBus, type EventBus } from './index';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * The Redis bus against faults of its connection. Each test talks to the shared Redis
 * through its own local proxy, which it stalls or cuts (never the server itself), under a
 * key prefix of its own.
 */
describe.runIf(Boolean(redisUrl))('the Redis event bus when Redis fails', () => {
  let direct: Redis;
  let proxy: TcpProxy;
  let publisher: Redis;
  let bus: EventBus;
  let prefix: string;
  const resyncs: number[] = [];

  beforeAll(async () => {
    direct = await connectRedis(redisUrl!, '');
  });
  afterAll(() => direct?.disconnect());

  beforeEach(async () => {
    prefix = `parlor-test-${randomBytes(4).toString('hex')}:`;
    proxy = await startTcpProxy(redisUrl!);
    publisher = await connectRedis(proxy.url, prefix);
    publisher.on('error', () => undefined);
    bus = createEventBus(publisher, () => undefined);
    resyncs.length = 0;
    bus.onGap({ onResync: () => resyncs.push(Date.now()) });
    // The subscriber connection is up once a first subscription is confirmed.
    await bus.subscribe('warm-up', () => undefined);
  });
  afterEach(async () => {
    await bus.close();
    publisher.disconnect();
    await proxy.close();
  });

  const subscribersOf = (channel: string) => subscriberCount(direct, prefix + channel);

  /** The bus's subscriber connection is up again (its subscriptions are back). */
  async function reconnected() {
    await expect.poll(() => subscribersOf('warm-up'), { timeout: 15_000 }).toBe(1);
  }

  it('a subscription made during the subscriber connection’s handshake (connected, not yet ready) is confirmed and the connection stays', async () => {
    // A fresh bus (a fresh instance): the proxy holds its subscriber connection right after
    // the TCP connect, while ioredis's handshake (CLIENT SETNAME, the INFO ready check) waits.
    const connectionsBefore = proxy.upstreamPorts().length;
    proxy.stall();
    const fresh = createEventBus(publisher, () => undefined);
    const gaps: string[] = [];
    fresh.onGap({ onLost: () => gaps.push('lost'), onResync: () => gaps.push('resync') });
    try {
      await expect.poll(() => proxy.upstreamPorts().length).toBe(connectionsBefore + 1);
      // Round trips on another connection: time for the client to see its `connect`.
      for (let round = 0; round < 3; round += 1) await direct.ping();
      const heard: unknown[] = [];
      const early = fresh.subscribe('early', (event) => heard.push(event));
      proxy.resume();
      await early;

      // The connection was not dropped: the next socket subscribes too, with no gap.
      await fresh.subscribe('next', () => undefined);
      await direct.publish(prefix + 'early', JSON.stringify({ type: 'pong' }));
      await expect.poll(() => heard).toEqual([{ type: 'pong' }]);
      expect(gaps).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('listening() resolves only once the process-long subscriptions are confirmed: a fresh instance serves after it hears invalidations', async () => {
    const connectionsBefore = proxy.upstreamPorts().length;
    proxy.stall();
    const fresh = createEventBus(publisher, () => undefined);
    try {
      await expect.poll(() => proxy.upstreamPorts().length).toBe(connectionsBefore + 1);
      const heard: unknown[] = [];
      fresh.listen('invalidate', (event) => heard.push(event));
      let isListening = false;
      const listening = fresh.listening().then(() => {
        isListening = true;
      });
      for (let round = 0; round < 3; round += 1) await direct.ping();
      expect(isListening).toBe(false);
      proxy.resume();
      await listening;
      // Confirmed by Redis: an invalidation published now is heard.
      expect(await subscribersOf('invalidate')).toBe(1);
      await direct.publish(prefix + 'invalidate', JSON.stringify({ type: 'user_changed' }));
      await expect.poll(() => heard).toEqual([{ type: 'user_changed' }]);
    } finally {
      await fresh.close();
    }
  });

  it('listening() does not wait while Redis is gone (the resync after it covers the gap)', async () => {
    proxy.cut();
    const fresh = createEventBus(publisher, () => undefined);
    try {
      fresh.listen('invalidate', () => undefined);
      await fresh.listening();
    } finally {
      await fresh.close();
      proxy.restore();
    }
  });

  it('a subscription on a fresh bus whose Redis is gone fails (the socket closes with 1011)', async () => {
    proxy.cut();
    const fresh = createEventBus(publisher, () => undefined);
    try {
      await expect(fresh.subscribe('gone', () => undefined)).rejects.toThrow(/no connection/);
    } finally {
      await fresh.close();
      proxy.restore();
    }
  });

  it('two local subscribers of one channel both wait for Redis to confirm, with Redis stalled', async () => {
    proxy.stall();
    const settled: string[] = [];
    const heard: string[] = [];
    const first = bus.subscribe('topic', () => heard.push('first'));
    const second = bus.subscribe('topic', () => heard.push('second'));
    void first.then(() => settled.push('first'));
    void second.then(() => settled.push('second'));
    // Round trips to Redis on another connection: time for a subscriber that does not wait.
    for (let round = 0; round < 5; round += 1) await direct.ping();
    expect(settled).toEqual([]);

    proxy.resume();
    await Promise.all([first, second]);
    expect(await subscribersOf('topic')).toBe(1);
    await direct.publish(prefix + 'topic', JSON.stringify({ type: 'pong' }));
    await expect.poll(() => [...heard].sort()).toEqual(['first', 'second']);
  });

  it('a SUBSCRIBE that failed leaves nothing behind: once Redis is back the channel hears', async () => {
    proxy.cut();
    await expect(bus.subscribe('late', () => undefined)).rejects.toThrow();
    proxy.restore();
    await reconnected();

    const heard: unknown[] = [];
    await bus.subscribe('late', (event) => heard.push(event));
    expect(await subscribersOf('late')).toBe(1);
    await direct.publish(prefix + 'late', JSON.stringify({ type: 'pong' }));
    await expect.poll(() => heard).toEqual([{ type: 'pong' }]);
  });

  it('a SUBSCRIBE that a stalled Redis never answers fails, the connection is made again, and the channel hears afterwards', async () => {
    proxy.stall();
    await expect(bus.subscribe('slow', () => undefined)).rejects.toThrow(/timed out/i);
    proxy.resume();
    // The stalled connection was dropped and made again: a gap, reported once resubscribed.
    await expect.poll(() => resyncs.length, { timeout: 15_000 }).toBe(1);

    const heard: unknown[] = [];
    await bus.subscribe('slow', (event) => heard.push(event));
    expect(await subscribersOf('slow')).toBe(1);
    await direct.publish(prefix + 'slow', JSON.stringify({ type: 'pong' }));
    await expect.poll(() => heard).toEqual([{ type: 'pong' }]);
  });

  it('a killed subscriber connection is subscribed again and reported as a gap (resync)', async () => {
    const heard: unknown[] = [];
    await bus.subscribe('topic', (event) => heard.push(event));
    // Killed while the proxy holds the reconnection: an event published now is missed.
    proxy.stall();
    await killPubSubConnectionBehind(direct, proxy);
    await direct.publish(prefix + 'topic', JSON.stringify({ type: 'pong', n: 1 }));
    expect(resyncs).toEqual([]);
    proxy.resume();

    await expect.poll(() => resyncs.length, { timeout: 15_000 }).toBe(1);
    expect(await subscribersOf('topic')).toBe(1);
    expect(heard).toEqual([]);
    await direct.publish(prefix + 'topic', JSON.stringify({ type: 'pong', n: 2 }));
    await expect.poll(() => heard).toEqual([{ type: 'pong', n: 2 }]);
  });

  it('a publish while Redis is stalled or gone never hangs, and every instance hears of the gap', async () => {
    const otherConnection = await connectRedis(redisUrl!, prefix);
    const other = createEventBus(otherConnection, () => undefined);
    try {
      const otherResyncs: number[] = [];
      other.onGap({ onResync: () => otherResyncs.push(Date.now()) });
      await other.subscribe('warm-up', () => undefined);

      // Stalled: the publish gives up after the command timeout (this test's timeout, 20 s,
      // catches a hang); gone: it returns at once.
      proxy.stall();
      await bus.publish('user:1', { type: 'pong', n: 1 });
      proxy.resume();
      proxy.cut();
      await bus.publish('user:1', { type: 'pong', n: 2 });
      proxy.restore();
      await reconnected();
      // The other instance never lost its connection, yet it may have missed those events.
      await expect.poll(() => otherResyncs.length, { timeout: 10_000 }).toBeGreaterThan(0);
    } finally {
      await other.close();
      otherConnection.disconnect();
    }
  }, 20_000);

  it('a subscription meant to last (listen) survives Redis down and is subscribed when it is back', async () => {
    proxy.cut();
    await expect.poll(() => subscribersOf('warm-up')).toBe(0);
    const heard: unknown[] = [];
    bus.listen('cache', (event) => heard.push(event));
    proxy.restore();
    await reconnected();
    await expect.poll(() => subscribersOf('cache')).toBe(1);
    await direct.publish(prefix + 'cache', JSON.stringify({ type: 'pong' }));
    await expect.poll(() => heard).toEqual([{ type: 'pong' }]);
  });
});
