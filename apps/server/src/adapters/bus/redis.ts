import type { Redis } from 'ioredis';
import type { RedisStatus } from '../../redis-status';
import type { BusGapListener, BusHandler, EventBus, Unsubscribe } from './types';

/**
 * Internal channel of every instance: some instance could not publish an event (Redis was
 * down or stalled for it), so every instance tells its own listeners to resync.
 */
const gapChannel = 'bus:gap';

/** The Redis channel of a bus channel: channels carry the key prefix too (ioredis's does not). */
export function redisChannelOf(redis: Redis, channel: string): string {
  return (redis.options.keyPrefix ?? '') + channel;
}

interface ChannelState {
  /** Subscriptions of clients (sockets); each waited for a confirmation. */
  handlers: Set<BusHandler>;
  /** Subscriptions for the life of the process (`listen`): they keep the channel wanted. */
  lasting: Set<BusHandler>;
  /** The SUBSCRIBE of the current connection, in flight or confirmed; none after a loss. */
  confirmation: Promise<void> | undefined;
}

class BusUnavailableError extends Error {
  constructor() {
    super('the event bus has no connection to Redis');
  }
}

const isTimeout = (error: unknown) => error instanceof Error && /timed out/i.test(error.message);

/**
 * Redis pub/sub: one subscriber connection per instance, one Redis subscription per channel
 * however many local handlers listen to it.
 *
 * Faults: ioredis reconnects (its backoff, forever). Its `autoResubscribe` is off because it
 * tells nobody when the subscriptions are back; instead, on every `ready` the bus subscribes
 * every wanted channel itself and, once Redis confirmed them all after a loss, reports a gap
 * (`onResync`). A SUBSCRIBE that times out means a stalled connection: it is dropped and
 * made again. A publish that cannot be sent is a gap too, announced on `bus:gap` to every
 * instance once the publishing connection works again.
 */
export function createRedisBus(
  publisher: Redis,
  onError: (error: unknown) => void,
  status?: RedisStatus,
): EventBus {
  const prefix = publisher.options.keyPrefix ?? '';
  const subscriber = publisher.duplicate({
    autoResubscribe: false,
    // A SUBSCRIBE of a lost connection is not sent again on the next: subscribeAll sends
    // one for every wanted channel (sent again, its timeout would still run from the first
    // send and could fail on the new connection).
    autoResendUnfulfilledCommands: false,
    lazyConnect: false,
    connectionName: `${prefix}bus`,
  });
  const stopWatching = status?.watch(subscriber);
  const channels = new Map<string, ChannelState>();
  const gapListeners = new Set<BusGapListener>();
  /** Known lost (a `close` since the last `ready`): subscribing fails at once. */
  let isSubscriberDown = false;
  /** Counts the subscriber's connections; a confirmation from an older one proves nothing. */
  let connectionNumber = 0;
  let isResyncOwed = false;
  let isPublishGapOwed = false;
  let isClosed = false;

  const tellGapListeners = (what: 'onLost' | 'onResync') => {
    for (const listener of [...gapListeners]) {
      try {
        listener[what]?.();
      } catch (error) {
        onError(error);
      }
    }
  };

  // Connection errors are logged by the RedisStatus, once per outage.
  subscriber.on('error', () => undefined);
  subscriber.on('message', (redisChannel: string, message: string) => {
    const state = channels.get(redisChannel.slice(prefix.length));
    if (!state) return;
    let event: unknown;
    try {
      event = JSON.parse(message);
    } catch (error) {
      onError(error);
      return;
    }
    for (const handler of [...state.handlers, ...state.lasting]) {
      try {
        handler(event);
      } catch (error) {
        onError(error);
      }
    }
  });
  subscriber.on('close', () => {
    if (isClosed) return;
    isSubscriberDown = true;
    connectionNumber += 1;
    // The subscriptions died with the connection.
    for (const state of channels.values()) state.confirmation = undefined;
    // Also when Redis was down at start: a cache filled meanwhile may have missed events.
    if (!isResyncOwed) {
      isResyncOwed = true;
      tellGapListeners('onLost');
    }
  });
  subscriber.on('ready', () => {
    if (isClosed) return;
    isSubscriberDown = false;
    void subscribeAll();
  });

  /** Shares one SUBSCRIBE among its channels; a failure leaves them unsubscribed. */
  function track(states: ChannelState[], attempt: Promise<void>) {
    const connection = connectionNumber;
    for (const state of states) state.confirmation = attempt;
    attempt.catch((error: unknown) => {
      for (const state of states) {
        if (state.confirmation === attempt) state.confirmation = undefined;
      }
      // A connection that does not answer is broken: ioredis makes a new one, and its
      // `ready` subscribes everything again. Only this connection's own SUBSCRIBE tells:
      // one lost with an earlier connection times out later, while a healthy one serves.
      const isThisConnection = connection === connectionNumber;
      if (isTimeout(error) && isThisConnection && subscriber.status === 'ready') {
        subscriber.disconnect(true);
      }
    });
  }

  /**
   * Resolves once the subscriber connection is `ready`; rejects if it is lost first. A
   * SUBSCRIBE must never be sent before: ioredis writes it at once during the handshake
   * (SUBSCRIBE may run while Redis loads), the connection enters subscriber mode, the INFO
   * of ioredis's ready check is refused, and the connection is dropped — every socket
   * opening meanwhile on a fresh instance was closed with 1011.
   */
  function whenSubscriberReady(): Promise<void> {
    if (subscriber.status === 'ready') return Promise.resolve();
    if (isClosed) return Promise.reject(new BusUnavailableError());
    return new Promise((resolve, reject) => {
      const onReady = () => {
        stop();
        resolve();
      };
      const onClose = () => {
        stop();
        reject(new BusUnavailableError());
      };
      const stop = () => {
        subscriber.off('ready', onReady);
        subscriber.off('close', onClose);
      };
      subscriber.on('ready', onReady);
      subscriber.on('close', onClose);
    });
  }

  function confirm(channel: string, state: ChannelState): Promise<void> {
    if (!state.confirmation) {
      track(
        [state],
        whenSubscriberReady()
          .then(() => subscriber.subscribe(prefix + channel))
          .then(() => undefined),
      );
    }
    return state.confirmation!;
  }

  /** After `ready`: every wanted channel subscribed, then the gap (if any) reported. */
  async function subscribeAll() {
    const current = connectionNumber;
    const missing = [...channels].filter(([, state]) => !state.confirmation);
    if (missing.length > 0) {
      const attempt = subscriber
        .subscribe(...missing.map(([channel]) => prefix + channel))
        .then(() => undefined);
      track(
        missing.map(([, state]) => state),
        attempt,
      );
    }
    try {
      // In flight ones too (each waited for this `ready`).
      await Promise.all(
        [...channels.values()].flatMap((state) => (state.confirmation ? [state.confirmation] : [])),
      );
    } catch {
      return; // The next `ready` tries again; the gap stays owed.
    }
    if (current !== connectionNumber || !isResyncOwed) return;
    isResyncOwed = false;
    tellGapListeners('onResync');
  }

  function stateOf(channel: string): ChannelState {
    let state = channels.get(channel);
    if (!state) {
      state = { handlers: new Set(), lasting: new Set(), confirmation: undefined };
      channels.set(channel, state);
    }
    return state;
  }

  /** Forgets a channel nobody wants any more (and tells Redis when it may hold it). */
  async function dropIfUnwanted(channel: string, state: ChannelState) {
    if (channels.get(channel) !== state || state.handlers.size > 0 || state.lasting.size > 0) {
      return;
    }
    channels.delete(channel);
    if (state.confirmation && !isClosed) {
      await subscriber.unsubscribe(prefix + channel).catch(() => undefined);
    }
  }

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
  const gapState = stateOf(gapChannel);
  const onPublishGap = () => tellGapListeners('onResync');
  gapState.lasting.add(onPublishGap);
  void confirm(gapChannel, gapState).catch(() => undefined);

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

    async subscribe(channel, handler) {
      if (isClosed || isSubscriberDown) throw new BusUnavailableError();
      const state = stateOf(channel);
      state.handlers.add(handler);
      try {
        await confirm(channel, state);
      } catch (error) {
        state.handlers.delete(handler);
        await dropIfUnwanted(channel, state);
        throw error;
      }
      const unsubscribe: Unsubscribe = async () => {
        state.handlers.delete(handler);
        await dropIfUnwanted(channel, state);
      };
      return unsubscribe;
    },

    listen(channel, handler) {
      const state = stateOf(channel);
      state.lasting.add(handler);
      // While down, the next `ready` subscribes it.
      if (!isSubscriberDown) confirm(channel, state).catch(() => undefined);
      return async () => {
        state.lasting.delete(handler);
        await dropIfUnwanted(channel, state);
      };
    },

    async listening() {
      const pending: Promise<void>[] = [];
      for (const [channel, state] of channels) {
        if (state.lasting.size === 0 || isClosed || isSubscriberDown) continue;
        pending.push(confirm(channel, state));
      }
      // A connection lost meanwhile: its `ready` subscribes again and reports the gap.
      await Promise.all(pending).catch(() => undefined);
    },

    onGap(listener) {
      gapListeners.add(listener);
      return () => void gapListeners.delete(listener);
    },

    async close() {
      isClosed = true;
      publisher.off('ready', announcePublishGap);
      stopWatching?.();
      channels.clear();
      gapListeners.clear();
      subscriber.disconnect();
    },
  };
}
