import type { Redis } from 'ioredis';
import type { RedisStatus } from '../../redis-status';
import type { BusGapListener, BusHandler, Unsubscribe } from './types';

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
 * The subscribing half of the Redis bus (redis.ts): one subscriber connection per instance,
 * one Redis subscription per channel however many local handlers listen to it.
 *
 * Faults: ioredis reconnects (its backoff, forever). Its `autoResubscribe` is off because it
 * tells nobody when the subscriptions are back; instead, on every `ready` this subscribes
 * every wanted channel itself and, once Redis confirmed them all after a loss, reports a gap
 * (`onResync`). A SUBSCRIBE that times out means a stalled connection: it is dropped and
 * made again.
 */
export class RedisSubscriber {
  private readonly prefix: string;
  private readonly subscriber: Redis;
  private readonly stopWatching: (() => void) | undefined;
  private readonly channels = new Map<string, ChannelState>();
  private readonly gapListeners = new Set<BusGapListener>();
  /** Known lost (a `close` since the last `ready`): subscribing fails at once. */
  private isSubscriberDown = false;
  /** Counts the subscriber's connections; a confirmation from an older one proves nothing. */
  private connectionNumber = 0;
  private isResyncOwed = false;
  private isClosed = false;

  constructor(
    publisher: Redis,
    private readonly onError: (error: unknown) => void,
    status?: RedisStatus,
  ) {
    this.prefix = publisher.options.keyPrefix ?? '';
    this.subscriber = publisher.duplicate({
      autoResubscribe: false,
      // A SUBSCRIBE of a lost connection is not sent again on the next: subscribeAll sends
      // one for every wanted channel (sent again, its timeout would still run from the first
      // send and could fail on the new connection).
      autoResendUnfulfilledCommands: false,
      lazyConnect: false,
      connectionName: `${this.prefix}bus`,
    });
    this.stopWatching = status?.watch(this.subscriber);
    // Connection errors are logged by the RedisStatus, once per outage.
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (redisChannel: string, message: string) =>
      this.deliver(redisChannel, message),
    );
    this.subscriber.on('close', () => this.onConnectionLost());
    this.subscriber.on('ready', () => {
      if (this.isClosed) return;
      this.isSubscriberDown = false;
      void this.subscribeAll();
    });
  }

  tellGapListeners(what: 'onLost' | 'onResync') {
    for (const listener of [...this.gapListeners]) {
      try {
        listener[what]?.();
      } catch (error) {
        this.onError(error);
      }
    }
  }

  private deliver(redisChannel: string, message: string) {
    const state = this.channels.get(redisChannel.slice(this.prefix.length));
    if (!state) return;
    let event: unknown;
    try {
      event = JSON.parse(message);
    } catch (error) {
      this.onError(error);
      return;
    }
    for (const handler of [...state.handlers, ...state.lasting]) {
      try {
        handler(event);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  private onConnectionLost() {
    if (this.isClosed) return;
    this.isSubscriberDown = true;
    this.connectionNumber += 1;
    // The subscriptions died with the connection.
    for (const state of this.channels.values()) state.confirmation = undefined;
    // Also when Redis was down at start: a cache filled meanwhile may have missed events.
    if (!this.isResyncOwed) {
      this.isResyncOwed = true;
      this.tellGapListeners('onLost');
    }
  }

  /** Shares one SUBSCRIBE among its channels; a failure leaves them unsubscribed. */
  private track(states: ChannelState[], attempt: Promise<void>) {
    const connection = this.connectionNumber;
    for (const state of states) state.confirmation = attempt;
    attempt.catch((error: unknown) => {
      for (const state of states) {
        if (state.confirmation === attempt) state.confirmation = undefined;
      }
      // A connection that does not answer is broken: ioredis makes a new one, and its
      // `ready` subscribes everything again. Only this connection's own SUBSCRIBE tells:
      // one lost with an earlier connection times out later, while a healthy one serves.
      const isThisConnection = connection === this.connectionNumber;
      if (isTimeout(error) && isThisConnection && this.subscriber.status === 'ready') {
        this.subscriber.disconnect(true);
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
  private whenSubscriberReady(): Promise<void> {
    const subscriber = this.subscriber;
    if (subscriber.status === 'ready') return Promise.resolve();
    if (this.isClosed) return Promise.reject(new BusUnavailableError());
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

  private confirm(channel: string, state: ChannelState): Promise<void> {
    if (!state.confirmation) {
      this.track(
        [state],
        this.whenSubscriberReady()
          .then(() => this.subscriber.subscribe(this.prefix + channel))
          .then(() => undefined),
      );
    }
    return state.confirmation!;
  }

  /** After `ready`: every wanted channel subscribed, then the gap (if any) reported. */
  private async subscribeAll() {
    const current = this.connectionNumber;
    const missing = [...this.channels].filter(([, state]) => !state.confirmation);
    if (missing.length > 0) {
      const attempt = this.subscriber
        .subscribe(...missing.map(([channel]) => this.prefix + channel))
        .then(() => undefined);
      this.track(
        missing.map(([, state]) => state),
        attempt,
      );
    }
    try {
      // In flight ones too (each waited for this `ready`).
      await Promise.all(
        [...this.channels.values()].flatMap((state) =>
          state.confirmation ? [state.confirmation] : [],
        ),
      );
    } catch {
      return; // The next `ready` tries again; the gap stays owed.
    }
    if (current !== this.connectionNumber || !this.isResyncOwed) return;
    this.isResyncOwed = false;
    this.tellGapListeners('onResync');
  }

  private stateOf(channel: string): ChannelState {
    let state = this.channels.get(channel);
    if (!state) {
      state = { handlers: new Set(), lasting: new Set(), confirmation: undefined };
      this.channels.set(channel, state);
    }
    return state;
  }

  /** Forgets a channel nobody wants any more (and tells Redis when it may hold it). */
  private async dropIfUnwanted(channel: string, state: ChannelState) {
    if (this.channels.get(channel) !== state || state.handlers.size > 0 || state.lasting.size > 0) {
      return;
    }
    this.channels.delete(channel);
    if (state.confirmation && !this.isClosed) {
      await this.subscriber.unsubscribe(this.prefix + channel).catch(() => undefined);
    }
  }

  /** EventBus.subscribe: resolves once Redis confirmed it; rejects at once while down. */
  async subscribe(channel: string, handler: BusHandler): Promise<Unsubscribe> {
    if (this.isClosed || this.isSubscriberDown) throw new BusUnavailableError();
    const state = this.stateOf(channel);
    state.handlers.add(handler);
    try {
      await this.confirm(channel, state);
    } catch (error) {
      state.handlers.delete(handler);
      await this.dropIfUnwanted(channel, state);
      throw error;
    }
    return async () => {
      state.handlers.delete(handler);
      await this.dropIfUnwanted(channel, state);
    };
  }

  /** EventBus.listen: registered at once, subscribed whenever the connection is up. */
  listen(channel: string, handler: BusHandler): Unsubscribe {
    const state = this.stateOf(channel);
    state.lasting.add(handler);
    // While down, the next `ready` subscribes it.
    if (!this.isSubscriberDown) this.confirm(channel, state).catch(() => undefined);
    return async () => {
      state.lasting.delete(handler);
      await this.dropIfUnwanted(channel, state);
    };
  }

  /** EventBus.listening: every `listen` channel subscribed (at once while down). */
  async listening() {
    const pending: Promise<void>[] = [];
    for (const [channel, state] of this.channels) {
      if (state.lasting.size === 0 || this.isClosed || this.isSubscriberDown) continue;
      pending.push(this.confirm(channel, state));
    }
    // A connection lost meanwhile: its `ready` subscribes again and reports the gap.
    await Promise.all(pending).catch(() => undefined);
  }

  onGap(listener: BusGapListener) {
    this.gapListeners.add(listener);
    return () => void this.gapListeners.delete(listener);
  }

  close() {
    this.isClosed = true;
    this.stopWatching?.();
    this.channels.clear();
    this.gapListeners.clear();
    this.subscriber.disconnect();
  }
}
