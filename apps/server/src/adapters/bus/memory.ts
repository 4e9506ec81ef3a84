import type { BusGapListener, EventBus } from './types';
import { createLocalHandlers } from './local-handlers';

/**
 * Delivers events to subscribers of this process only (the embedded default). Nothing is
 * ever lost in between, so it never reports a gap.
 */
export function createMemoryBus(onError: (error: unknown) => void): EventBus {
  const handlers = createLocalHandlers(onError);
  const gapListeners = new Set<BusGapListener>();

  return {
    async publish(channel, event) {
      // Nobody in this process listens (a user with no socket open): nothing to copy.
      if (!handlers.has(channel)) return;
      // Serialise like Redis would, so subscribers never share mutable objects.
      handlers.deliver(channel, JSON.parse(JSON.stringify(event)));
    },
    async subscribe(channel, handler) {
      return handlers.add(channel, handler);
    },
    listen(channel, handler) {
      return handlers.add(channel, handler);
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
