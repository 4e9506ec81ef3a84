import type { Redis } from 'ioredis';
import type { RedisStatus } from '../../redis-status';
import { AppError } from '../../lib/app-error';
import { createMemoryRateLimitStore } from './memory';
import { createRedisRateLimitStore } from './redis';
import type { RateLimitStore } from './types';

export type { RateLimitStore } from './types';

/** Redis when a client is given, else in this process's memory. */
export function createRateLimitStore(
  redis: Redis | undefined,
  status?: RedisStatus,
): RateLimitStore {
  return redis ? createRedisRateLimitStore(redis, status) : createMemoryRateLimitStore();
}

export interface RateLimitRule {
  /** Names the limit and its subject, e.g. `login:ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowMs: number;
}

/** A limit on one user's calls: `limit` hits per `windowMs` under `<name>:user:<id>`. */
export function userRateLimit(
  name: string,
  userId: number,
  limit: number,
  windowMs: number,
): RateLimitRule {
  return { key: `${name}:user:${userId}`, limit, windowMs };
}

/** Counts a hit for each rule; the first rule over its limit answers 429 with when to retry. */
export async function enforceRateLimits(
  store: RateLimitStore,
  rules: RateLimitRule[],
): Promise<void> {
  for (const rule of rules) {
    const { count, resetAt } = await store.hit(rule.key, rule.windowMs);
    if (count > rule.limit) {
      const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      throw new AppError(429, 'errors.tooManyRequests', {
        params: { seconds },
        code: 'RATE_LIMITED',
        retryAfter: seconds,
      });
    }
  }
}
