import { Redis } from 'ioredis';

/**
 * Connects to Redis and waits until it answers; throws if it cannot within a few seconds.
 * A client that failed is disconnected first: it would otherwise keep reconnecting in the
 * background and hold the process open.
 */
export async function connectRedis(url: string, keyPrefix = 'parlor:'): Promise<Redis> {
  const redis = new Redis(url, { keyPrefix, lazyConnect: true, maxRetriesPerRequest: 3 });
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (error) {
    redis.disconnect();
    throw error;
  }
}
