import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { createMemoryRateLimitStore } from '../adapters/rate-limit/memory';
import { isIpcMessage, type IpcMessage, type RateLimitRequest } from './ipc';

/** The environment variable that tells a worker its place (0 … N−1) in the cluster. */
export const workerIndexVariable = 'PARLOR_WORKER_INDEX';
/** How long the workers get to drain on SIGTERM before the primary exits anyway. */
const shutdownGraceMs = 15_000;
/** More unplanned exits than this per minute (for each worker) is a crash loop: give up. */
const maxExitsPerWorkerAndMinute = 3;

function send(worker: Worker, message: IpcMessage) {
  if (worker.isConnected()) worker.send(message, undefined, () => undefined);
}

/** To every worker of the cluster. */
function broadcast(message: IpcMessage) {
  for (const each of Object.values(cluster.workers ?? {})) if (each) send(each, message);
}

/** Counts a worker's rate limit in the primary's store (no Redis) and answers it. */
async function answerRateLimit(
  rateLimits: ReturnType<typeof createMemoryRateLimitStore>,
  worker: Worker,
  request: RateLimitRequest,
) {
  if (request.op === 'reset') {
    await rateLimits.reset(request.key);
    send(worker, { parlor: 'rate-limit-answer', id: request.id, count: 0, resetAt: 0 });
    return;
  }
  const { count: hits, resetAt } = await rateLimits.hit(
    request.key,
    request.windowMs,
    request.amount,
  );
  send(worker, { parlor: 'rate-limit-answer', id: request.id, count: hits, resetAt });
}

/** Records an exit now; true when the workers exit more often than a minute allows. */
function isCrashLoop(recentExits: number[], count: number): boolean {
  const now = Date.now();
  recentExits.push(now);
  while (recentExits[0]! < now - 60_000) recentExits.shift();
  return recentExits.length > maxExitsPerWorkerAndMinute * count;
}

/**
 * Workers done with their start-up work: once all `count` are, every worker is told the
 * cluster is ready; a worker forked again later joins a cluster that is ready already.
 */
function trackStarts(count: number) {
  const started = new Set<number>();
  let isClusterReady = false;
  return {
    started(worker: Worker) {
      started.add(worker.id);
      if (isClusterReady) send(worker, { parlor: 'cluster-ready' });
      else if (started.size >= count) {
        isClusterReady = true;
        broadcast({ parlor: 'cluster-ready' });
      }
    },
    exited: (worker: Worker) => started.delete(worker.id),
  };
}

/**
 * The primary of a `WEB_CONCURRENCY` cluster: forks `count` workers of `entryFile` (they
 * share one listening port, node:cluster hands out the connections), relays bus events
 * between them and counts rate limits when there is no Redis, forks a worker again when one
 * dies, tells every worker when all of them have started (their health answers 200 from
 * then on), and on SIGTERM / SIGINT lets every worker drain before it exits itself.
 * `onListening` runs once every worker listens.
 */
export function runPrimary(options: {
  count: number;
  entryFile: string;
  log: Logger;
  onListening: () => void;
}): void {
  const { count, log } = options;
  const rateLimits = createMemoryRateLimitStore();
  const recentExits: number[] = [];
  const listening = new Set<number>();
  const starts = trackStarts(count);
  let hasAnnounced = false;
  let isShuttingDown = false;
  let shutdownCode = 0;

  cluster.setupPrimary({ exec: options.entryFile });
  const fork = (index: number) => {
    const worker = cluster.fork({ [workerIndexVariable]: String(index) });
    indexOf.set(worker, index);
  };
  const indexOf = new Map<Worker, number>();

  cluster.on('message', (worker, message: unknown) => {
    if (!isIpcMessage(message)) return;
    if (message.parlor === 'bus') {
      // To every worker, the sender too: each sees every channel's events in one order.
      broadcast(message);
    } else if (message.parlor === 'rate-limit') {
      void answerRateLimit(rateLimits, worker, message);
    } else if (message.parlor === 'started') {
      starts.started(worker);
    }
  });

  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (!hasAnnounced && listening.size >= count) {
      hasAnnounced = true;
      options.onListening();
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const index = indexOf.get(worker) ?? 0;
    indexOf.delete(worker);
    listening.delete(worker.id);
    starts.exited(worker);
    if (isShuttingDown) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(shutdownCode);
      return;
    }
    if (isCrashLoop(recentExits, count)) {
      log.fatal({ code, signal }, 'server processes keep exiting: giving up');
      shutdown(1);
      return;
    }
    log.error({ code, signal, worker: index }, 'a server process exited: starting it again');
    fork(index);
  });

  function shutdown(exitCode: number) {
    if (isShuttingDown) return;
    isShuttingDown = true;
    shutdownCode = exitCode;
    // Workers that did not drain in time: the exit says so.
    setTimeout(() => process.exit(1), shutdownGraceMs).unref();
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill('SIGTERM');
  }
  process.on('SIGTERM', () => shutdown(0));
  process.on('SIGINT', () => shutdown(0));

  for (let index = 0; index < count; index += 1) fork(index);
}
