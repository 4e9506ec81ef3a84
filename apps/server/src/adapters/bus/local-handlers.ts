import type { BusHandler, Unsubscribe } from './types';

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
