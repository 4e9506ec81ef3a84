import type { BusGapListener, BusHandler, EventBus, Unsubscribe } from './types';

/**
 * The handlers of this process per channel, shared by the buses that deliver within a
 * process (in-process, and a cluster worker's IPC bus): add, deliver, clear.
 */
export function createLocalHandlers(onError: (error: unknown) => void) {
  const handlers = new Map<string, Set<BusHandler>>();
  return {
    add(channel: string, handler: BusHandler): Unsubscribe {
      const set = handlers.get(channel) ?? new Set<BusHandler>();
      set.add(handler);
      handlers.set(channel, set);
      return async () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(channel) === set) handlers.delete(channel);
      };
    },
    has(channel: string): boolean {
      return (handlers.get(channel)?.size ?? 0) > 0;
    },
    /** Calls every handler of the channel; one that throws does not stop the others. */
    deliver(channel: string, event: unknown): void {
      for (const handler of [...(handlers.get(channel) ?? [])]) {
        try {
          handler(event);
        } catch (error) {
          onError(error);
        }
      }
    },
    clear(): void {
      handlers.clear();
    },
  };
}

type LocalHandlers = ReturnType<typeof createLocalHandlers>;

/**
 * A bus that delivers through this process's handlers and loses nothing in between (the
 * in-process and the IPC bus): subscribing takes effect at once and it never reports a gap.
 * `publish` is the bus's own; `stop` runs first on close.
 */
export function gaplessLocalBus(
  handlers: LocalHandlers,
  publish: EventBus['publish'],
  stop: () => void = () => {},
): EventBus {
  const gapListeners = new Set<BusGapListener>();
  return {
    publish,
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
      stop();
      handlers.clear();
      gapListeners.clear();
    },
  };
}
