import type { Redis, RedisOptions } from 'ioredis';

/**
 * A command Redis does not answer within this time fails, so a stalled Redis never hangs a
 * request: a publish is then counted as a gap, a rate limit counts in this process.
 */
const commandTimeoutMs = 3000;

/**
 * The longest wait between two reconnection attempts. ioredis's default grows to 2 s and
 * only starts again from 50 ms once a connection is ready: a connection killed again and
 * again before it was ready waited longer each time. Capped, an instance tries again within
 * half a second of Redis answering, and its bus hears again (and resyncs) soon after.
 */
export const maxReconnectDelayMs = 500;

/**
 * The wait before the `attempt`-th reconnection in a row: 50 ms more each time up to
 * maxReconnectDelayMs, less up to a fifth at random so that the instances of a deployment
 * do not all come back in the same moment.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const delay = Math.min(Math.max(1, attempt) * 50, maxReconnectDelayMs);
  return Math.round(delay * (1 - 0.2 * random()));
}

/**
 * The options of every connection of this app: keys (and, by the bus, channels) under
 * `keyPrefix`, the connection named after it (`CLIENT LIST` tells whose it is), and
 * reconnection forever with a short capped backoff (reconnectDelayMs).
 */
export function redisOptions(keyPrefix: string, role: string): RedisOptions {
  return {
    keyPrefix,
    connectionName: `${keyPrefix}${role}`,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 3,
    retryStrategy: (attempt) => reconnectDelayMs(attempt),
  };
}

/**
 * Connects to Redis and waits until it answers; throws if it cannot within a few seconds
 * (the admin CLI, tests). A client that failed is disconnected first: it would otherwise
 * keep reconnecting in the background and hold the process open.
 */
export async function connectRedis(url: string, keyPrefix = 'parlor:'): Promise<Redis> {
  const { Redis } = await loadIoredis();
  const redis = new Redis(url, { ...redisOptions(keyPrefix, 'main'), lazyConnect: true });
  // Failures surface as the rejected connect or command (a server's RedisStatus logs them).
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (error) {
    redis.disconnect();
    throw error;
  }
}

/** ioredis is loaded only by an instance that uses Redis (its import costs start-up time). */
const loadIoredis = () => import('ioredis');

/**
 * The server's connection: never fails. It waits up to `waitMs` for Redis to answer, then
 * goes on either way — with Redis down at start the instance serves HTTP and ioredis keeps
 * reconnecting in the background (the app's RedisStatus logs the fault once).
 */
export async function openRedis(url: string, keyPrefix: string, waitMs = 3000): Promise<Redis> {
  const { Redis } = await loadIoredis();
  const redis = new Redis(url, redisOptions(keyPrefix, 'main'));
  // Connection errors are reported by the app's RedisStatus, once per outage.
  redis.on('error', () => undefined);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, waitMs);
    redis.once('ready', done);
    function done() {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    }
  });
  return redis;
}
