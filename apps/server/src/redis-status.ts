import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Whether this instance reaches Redis, for the health answer and the log. Every connection
 * (the shared one, the bus's subscriber) is watched through ioredis's own events, and a
 * command that failed on a connection that looked ready counts until one succeeds. The
 * fault is logged once when it starts and once when it ends — never per event or per
 * reconnection attempt.
 */
export interface RedisStatus {
  /** Follows a connection's `ready` / `close` / `error`; answers a function that stops it. */
  watch(client: Redis): () => void;
  commandFailed(error: unknown): void;
  commandSucceeded(): void;
  /** Every connection is ready and no command is failing. */
  readonly isUp: boolean;
  /** Stops watching (before the connections are closed on purpose). */
  close(): void;
}

/** Statuses of a connection that is not (or no longer) connected; `wait`/`connecting` are not. */
const lostStatuses = new Set(['close', 'reconnecting', 'end']);

export function createRedisStatus(log: Pick<FastifyBaseLogger, 'error' | 'info'>): RedisStatus {
  const downClients = new Set<Redis>();
  const stops = new Set<() => void>();
  let failingCommand: unknown;
  let lastError: unknown;
  let isReportedDown = false;

  const isUp = () => downClients.size === 0 && failingCommand === undefined;
  const report = () => {
    if (!isUp() && !isReportedDown) {
      isReportedDown = true;
      log.error(
        { err: lastError },
        'Redis is unreachable: realtime events between instances pause and rate limits count per instance until it answers again',
      );
    } else if (isUp() && isReportedDown) {
      isReportedDown = false;
      log.info('Redis answers again: realtime subscriptions are back and open sockets resync');
    }
  };

  return {
    watch(client) {
      const onReady = () => {
        downClients.delete(client);
        report();
      };
      const onClose = () => {
        downClients.add(client);
        report();
      };
      const onError = (error: unknown) => {
        lastError = error;
        report();
      };
      client.on('ready', onReady);
      client.on('close', onClose);
      client.on('error', onError);
      // Already down (Redis down at start): reported with the cause of the next attempt.
      if (lostStatuses.has(client.status)) downClients.add(client);
      const stop = () => {
        client.off('ready', onReady);
        client.off('close', onClose);
        client.off('error', onError);
        downClients.delete(client);
        stops.delete(stop);
      };
      stops.add(stop);
      return stop;
    },
    commandFailed(error) {
      lastError = error;
      failingCommand = error;
      report();
    },
    commandSucceeded() {
      if (failingCommand === undefined) return;
      failingCommand = undefined;
      report();
    },
    get isUp() {
      return isUp();
    },
    close() {
      for (const stop of [...stops]) stop();
    },
  };
}
