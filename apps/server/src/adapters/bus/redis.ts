import type { Redis } from 'ioredis';
import type { RedisStatus } from '../../redis-status';
import { RedisSubscriber } from './redis-subscriber';
import type { EventBus } from './types';

/**
 * Internal channel of every instance: some instance could not publish an event (Redis was
 * down or stalled for it), so every instance tells its own listeners to resync.
 */
const gapChannel = 'bus:gap';

/** The Redis channel of a bus channel: channels carry the key prefix too (ioredis's does not). */
export function redisChannelOf(redis: Redis, channel: string): string {
  return (redis.options.keyPrefix ?? '') + channel;
}

/**
 * Redis pub/sub: the subscriber connection and its channels are RedisSubscriber's; this
 * side publishes. A publish that cannot be sent is a gap, announced on `bus:gap` to every
 * instance once the publishing connection works again.
 */
export function createRedisBus(
  publisher: Redis,
  onError: (error: unknown) => void,
  status?: RedisStatus,
): EventBus {
  const prefix = publisher.options.keyPrefix ?? '';
  const subscriber = new RedisSubscriber(publisher, onError, status);
  let isPublishGapOwed = false;
  let isClosed = false;

  /** Announces a publish gap on `bus:gap` once the publishing connection works. */
  function announcePublishGap() {
    if (!isPublishGapOwed || isClosed || publisher.status !== 'ready') return;
    isPublishGapOwed = false;
    publisher.publish(prefix + gapChannel, '{}').catch(() => {
      isPublishGapOwed = true;
    });
  }
  publisher.on('ready', announcePublishGap);

  // Every instance resyncs when any instance could not publish.
  subscriber.listen(gapChannel, () => subscriber.tellGapListeners('onResync'));

  return {
    async publish(channel, event) {
      const message = JSON.stringify(event);
      if (publisher.status !== 'ready') {
        isPublishGapOwed = true;
        return;
      }
      try {
        await publisher.publish(prefix + channel, message);
        status?.commandSucceeded();
        announcePublishGap();
      } catch (error) {
        status?.commandFailed(error);
        isPublishGapOwed = true;
      }
    },
    subscribe: (channel, handler) => subscriber.subscribe(channel, handler),
    listen: (channel, handler) => subscriber.listen(channel, handler),
    listening: () => subscriber.listening(),
    onGap: (listener) => subscriber.onGap(listener),
    async close() {
      isClosed = true;
      publisher.off('ready', announcePublishGap);
      subscriber.close();
    },
  };
}
