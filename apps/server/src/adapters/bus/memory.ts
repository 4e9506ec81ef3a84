import type { BusGapListener, BusHandler, EventBus } from './index';

/**
 * Delivers events to subscribers of this process only (the embedded default). Nothing is
 * ever lost in between, so it never reports a gap.
 */
export function createMemoryBus(onError: (error: unknown) => void): EventBus {
  const handlers = new Map<string, Set<BusHandler>>();
  const gapListeners = new Set<BusGapListener>();

  const add = (channel: string, handler: BusHandler) => {
    const set = handlers.get(channel) ?? new Set<BusHandler>();
    set.add(handler);
    handlers.set(channel, set);
    return async () => {
      set.delete(handler);
      if (set.size === 0 && handlers.get(channel) === set) handlers.delete(channel);
    };
  };

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
      return add(channel, handler);
    },
    listen(channel, handler) {
      return add(channel, handler);
    },
    async listening() {
      // Registered at once, in this process.
    },
    onGap(listener) {
      gapListeners.add(listener);
      return () => void gapListeners.delete(listener);
    },
    async close() {
      handlers.clear();
      gapListeners.clear();
    },
  };
}
