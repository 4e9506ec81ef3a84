import type { Redis } from 'ioredis';
import type { RateLimitStore } from './index';

// INCR and set the expiry on the first hit, atomically; answers [count, ms left].
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** Counters in Redis, shared by every server instance. */
export function createRedisRateLimitStore(redis: Redis): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(
        hitScript,
        1,
        `ratelimit:${key}`,
        String(windowMs),
      )) as [number, number];
      return { count, resetAt: Date.now() + ttl };
    },
    async reset(key) {
      await redis.del(`ratelimit:${key}`);
    },
    async close() {
      // The shared Redis client is closed by its owner.
    },
  };
}
