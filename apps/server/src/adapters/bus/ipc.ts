import type { IpcEndpoint } from '../../cluster/ipc';
import type { EventBus } from './types';
import { createLocalHandlers, gaplessLocalBus } from './local-handlers';

/**
 * The bus of a worker in a `WEB_CONCURRENCY` cluster without Redis: every event goes to the
 * primary, which relays it to every worker (this one too), so that all processes see the
 * events of every channel in one order, as with Redis. Node's IPC channel loses nothing
 * while the processes live (a worker whose primary is gone stops), so it reports no gaps.
 */
export function createIpcBus(endpoint: IpcEndpoint, onError: (error: unknown) => void): EventBus {
  const handlers = createLocalHandlers(onError);

  const stopListening = endpoint.onMessage((message) => {
    if (message.parlor !== 'bus' || !handlers.has(message.channel)) return;
    let event: unknown;
    try {
      event = JSON.parse(message.message);
    } catch (error) {
      onError(error);
      return;
    }
    handlers.deliver(message.channel, event);
  });

  return gaplessLocalBus(
    handlers,
    async (channel, event) => {
      endpoint.send({ parlor: 'bus', channel, message: JSON.stringify(event) });
    },
    stopListening,
  );
}
