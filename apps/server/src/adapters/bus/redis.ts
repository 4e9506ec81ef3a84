import type { Redis } from 'ioredis';
import type { BusHandler, EventBus } from './index';

/**
 * Redis pub/sub: one subscriber connection per instance, one Redis subscription per
 * channel however many local handlers listen to it.
 */
export function createRedisBus(publisher: Redis, onError: (error: unknown) => void): EventBus {
  const subscriber = publisher.duplicate();
  const prefix = publisher.options.keyPrefix ?? '';
  const handlers = new Map<string, Set<BusHandler>>();

  subscriber.on('error', onError);
  subscriber.on('message', (fullChannel: string, message: string) => {
    const channel = fullChannel.slice(prefix.length);
    const set = handlers.get(channel);
    if (!set) return;
    let event: unknown;
    try {
      event = JSON.parse(message);
    } catch (error) {
      onError(error);
      return;
    }
    for (const handler of set) {
      try {
        handler(event);
      } catch (error) {
        onError(error);
      }
    }
  });

  return {
    async publish(channel, event) {
      // keyPrefix does not apply to channels; add it so test runs and apps stay apart.
      await publisher.publish(prefix + channel, JSON.stringify(event));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await subscriber.subscribe(prefix + channel);
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(channel);
        if (!current) return;
        current.delete(handler);
        if (current.size === 0) {
          handlers.delete(channel);
          await subscriber.unsubscribe(prefix + channel).catch(onError);
        }
      };
    },
    async close() {
      handlers.clear();
      subscriber.disconnect();
    },
  };
}
