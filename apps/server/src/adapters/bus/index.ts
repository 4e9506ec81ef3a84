import type { Redis } from 'ioredis';
import { createMemoryBus } from './memory';
import { createRedisBus } from './redis';

export type BusHandler = (event: unknown) => void;

/**
 * Fan-out of realtime events. Channels name their audience, e.g. `user:12` or `topic:5`.
 * In-process by default; through Redis pub/sub when REDIS_URL is set, so that every
 * server instance sees every event.
 */
export interface EventBus {
  publish(channel: string, event: unknown): Promise<void>;
  /** Answers a function that removes this subscription. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Redis pub/sub when a client is given (it is duplicated for subscribing), else in-process. */
export function createEventBus(
  redis: Redis | undefined,
  onError: (error: unknown) => void,
): EventBus {
  return redis ? createRedisBus(redis, onError) : createMemoryBus(onError);
}
