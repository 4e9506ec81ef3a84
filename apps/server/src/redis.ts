import { Redis } from 'ioredis';

/** Connects to Redis and waits until it answers; throws if it cannot within a few seconds. */
export async function connectRedis(url: string, keyPrefix = 'parlor:'): Promise<Redis> {
  const redis = new Redis(url, { keyPrefix, lazyConnect: true, maxRetriesPerRequest: 3 });
  await redis.connect();
  await redis.ping();
  return redis;
}
