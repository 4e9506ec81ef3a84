import type { IpcEndpoint } from '../../cluster/ipc';
import type { BusGapListener, BusHandler, EventBus } from './index';

/**
 * The bus of a worker in a `WEB_CONCURRENCY` cluster without Redis: every event goes to the
 * primary, which relays it to every worker (this one too), so that all processes see the
 * events of every channel in one order, as with Redis. Node's IPC channel loses nothing
 * while the processes live (a worker whose primary is gone stops), so it reports no gaps.
 */
export function createIpcBus(endpoint: IpcEndpoint, onError: (error: unknown) => void): EventBus {
  const handlers = new Map<string, Set<BusHandler>>();
  const gapListeners = new Set<BusGapListener>();

  const stopListening = endpoint.onMessage((message) => {
    if (message.parlor !== 'bus') return;
    const set = handlers.get(message.channel);
    if (!set || set.size === 0) return;
    let event: unknown;
    try {
      event = JSON.parse(message.message);
    } catch (error) {
      onError(error);
      return;
    }
    for (const handler of [...set]) {
      try {
        handler(event);
      } catch (error) {
        onError(error);
      }
    }
  });

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
      endpoint.send({ parlor: 'bus', channel, message: JSON.stringify(event) });
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
      stopListening();
      handlers.clear();
      gapListeners.clear();
    },
  };
}
