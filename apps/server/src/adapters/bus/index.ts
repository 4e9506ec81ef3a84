import type { Redis } from 'ioredis';
import type { RedisStatus } from '../../redis-status';
import { createMemoryBus } from './memory';
import { createRedisBus } from './redis';
import type { EventBus } from './types';

export type { BusGapListener, BusHandler, EventBus, Unsubscribe } from './types';

/** Redis pub/sub when a client is given (it is duplicated for subscribing), else in-process. */
export function createEventBus(
  redis: Redis | undefined,
  onError: (error: unknown) => void,
  status?: RedisStatus,
): EventBus {
  return redis ? createRedisBus(redis, onError, status) : createMemoryBus(onError);
}
