/**
 * What the processes of one `WEB_CONCURRENCY` cluster tell each other over Node's IPC
 * channel: bus events (relayed by the primary to every worker) and rate-limit hits (counted
 * once, in the primary) when there is no Redis, and always when the cluster is ready.
 */
export interface BusMessage {
  parlor: 'bus';
  channel: string;
  /** The event as JSON, parsed only by a worker with a subscriber on the channel. */
  message: string;
}

export interface RateLimitRequest {
  parlor: 'rate-limit';
  id: number;
  op: 'hit' | 'reset';
  key: string;
  windowMs: number;
  amount: number;
}

export interface RateLimitAnswer {
  parlor: 'rate-limit-answer';
  id: number;
  count: number;
  resetAt: number;
}

/** A worker finished its own start-up work (the first also made the ADMIN_EMAIL account). */
export interface StartedMessage {
  parlor: 'started';
}

/** From the primary: every worker of the cluster has started, so each may say it is ready. */
export interface ClusterReadyMessage {
  parlor: 'cluster-ready';
}

export type IpcMessage =
  BusMessage | RateLimitRequest | RateLimitAnswer | StartedMessage | ClusterReadyMessage;

const kinds = new Set<unknown>([
  'bus',
  'rate-limit',
  'rate-limit-answer',
  'started',
  'cluster-ready',
]);

export function isIpcMessage(value: unknown): value is IpcMessage {
  return typeof value === 'object' && value !== null && kinds.has((value as IpcMessage).parlor);
}

/** A worker's side of the channel to the primary. */
export interface IpcEndpoint {
  /** Sends to the primary; false when the channel is gone (the primary died). */
  send(message: IpcMessage): boolean;
  /** Follows the primary's messages; answers a function that stops it. */
  onMessage(listener: (message: IpcMessage) => void): () => void;
}

/** This worker process's channel to its primary (`process.send`). */
export function workerEndpoint(): IpcEndpoint {
  return {
    send(message) {
      if (!process.send || !process.connected) return false;
      // Errors of a channel closing meanwhile surface as `disconnect`, which ends the worker.
      process.send(message, undefined, {}, () => undefined);
      return true;
    },
    onMessage(listener) {
      const onMessage = (message: unknown) => {
        if (isIpcMessage(message)) listener(message);
      };
      process.on('message', onMessage);
      return () => void process.off('message', onMessage);
    },
  };
}
