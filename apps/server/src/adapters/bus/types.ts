export type BusHandler = (event: unknown) => void;
/** Ends a subscription. */
export type Unsubscribe = () => Promise<void>;

/** What the bus tells its users about gaps in its delivery. */
export interface BusGapListener {
  /** The connection was lost: events may be missed from now on until `onResync`. */
  onLost?(): void;
  /**
   * After a gap (this instance's subscriber connection was lost, or an instance could not
   * publish): every channel is subscribed again, and anything published meanwhile may have
   * been missed. Whoever relies on events catches up from the database now.
   */
  onResync(): void;
}

/**
 * Fan-out of realtime events. Channels name their audience, e.g. `user:12` or `topic:5`.
 * In-process by default; through Redis pub/sub when REDIS_URL is set, so that every
 * server instance sees every event.
 *
 * Delivery is at most once: an event can be missed when Redis fails. Every such gap ends
 * with `onResync` on every instance that may have missed something (docs/decisions/175-the-bus-s-fault-model-at-most-once-plus-a-resync-after.md).
 */
export interface EventBus {
  /**
   * Sends an event. Never hangs and never throws for a Redis fault: an event that could not
   * be sent is a gap, announced to every instance once Redis answers again.
   */
  publish(channel: string, event: unknown): Promise<void>;
  /**
   * A subscription of a client (a socket): resolves once Redis confirmed it, so nothing sent
   * after that is missed; rejects at once while Redis is down, leaving nothing registered.
   */
  subscribe(channel: string, handler: BusHandler): Promise<Unsubscribe>;
  /**
   * A subscription for the life of the process (cache invalidation): registered at once,
   * subscribed whenever the connection is up, never fails. Pair it with `onGap`.
   */
  listen(channel: string, handler: BusHandler): Unsubscribe;
  /**
   * Resolves once every `listen` channel is subscribed, so that an instance starts serving
   * only when it hears the invalidations of the others. Never rejects: while the connection
   * is down it resolves at once (the resync after it comes back covers the gap).
   */
  listening(): Promise<void>;
  /** Follows the gaps in delivery; answers a function that stops it. */
  onGap(listener: BusGapListener): () => void;
  close(): Promise<void>;
}
