import type { Redis } from 'ioredis';
import type { RedisStatus } from '../../redis-status';
import type { RateLimitStore } from './types';
import { createMemoryRateLimitStore } from './memory';

// INCRBY and set the expiry on the first hit, atomically; answers [count, ms left].
const hitScript = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/**
 * Counters in Redis (under the connection's key prefix), shared by every server instance.
 * While Redis is down or does not answer, this instance counts in its own memory: limits
 * then hold per instance instead of overall, and nothing waits for Redis.
 */
export function createRedisRateLimitStore(redis: Redis, status?: RedisStatus): RateLimitStore {
  const fallback = createMemoryRateLimitStore();
  return {
    async hit(key, windowMs, amount = 1) {
      if (redis.status !== 'ready') return fallback.hit(key, windowMs, amount);
      try {
        const [count, ttl] = (await redis.eval(
          hitScript,
          1,
          `ratelimit:${key}`,
          String(windowMs),
          String(amount),
        )) as [number, number];
        status?.commandSucceeded();
        return { count, resetAt: Date.now() + ttl };
      } catch (error) {
        status?.commandFailed(error);
        return fallback.hit(key, windowMs, amount);
      }
    },
    async reset(key) {
      await fallback.reset(key);
      if (redis.status !== 'ready') return;
      await redis.del(`ratelimit:${key}`).catch((error: unknown) => status?.commandFailed(error));
    },
    async close() {
      // The shared Redis client is closed by its owner.
      await fallback.close();
    },
  };
}
