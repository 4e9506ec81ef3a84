import type { BusHandler, EventBus } from './index';

/** Delivers events to subscribers of this process only (the embedded default). */
export function createMemoryBus(onError: (error: unknown) => void): EventBus {
  const handlers = new Map<string, Set<BusHandler>>();
  return {
    async publish(channel, event) {
      // Serialise like Redis would, so subscribers never share mutable objects.
      const copy: unknown = JSON.parse(JSON.stringify(event));
      for (const handler of handlers.get(channel) ?? []) {
        try {
          handler(copy);
        } catch (error) {
          onError(error);
        }
      }
    },
    async subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set<BusHandler>();
      set.add(handler);
      handlers.set(channel, set);
      return async () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(channel);
      };
    },
    async close() {
      handlers.clear();
    },
  };
}
