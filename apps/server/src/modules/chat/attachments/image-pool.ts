import { availableParallelism } from 'node:os';
import PQueue from 'p-queue';
import { AppError } from '../../../lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where decoding and re-encoding of uploaded images runs, bounded (image-pool.ts). */
    imagePool: ImagePool;
  }
}

export interface ImagePool {
  /**
   * Runs one message's image work when a worker is free; answers 503 with Retry-After at
   * once when `queueLength` jobs already wait.
   */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running and waiting. */
  readonly busy: number;
  /** Jobs it holds at most (running plus waiting); one more is refused. */
  readonly capacity: number;
}

export interface ImagePoolOptions {
  /** Jobs run at once (default: one per core but one, at least one). */
  concurrency?: number;
  /** Jobs that may wait; one more is refused (default 4). */
  queueLength?: number;
  /** Seconds a refused client is told to wait (default 10). */
  retryAfterSeconds?: number;
}

/**
 * Image work is the one CPU- and memory-heavy thing a request can start: a 40 MP image
 * decodes to 120 MB and takes a core for a second or more. Every message's images go
 * through this pool: a fixed number of jobs at once, libvips with one thread per job and
 * no operation cache (load-sharp.ts) (so the event loop keeps a core and memory stays bounded), and a queue
 * of fixed length — beyond it the sender gets 503 with Retry-After instead of a slot in an
 * ever longer line.
 */
export function createImagePool(options: ImagePoolOptions = {}): ImagePool {
  const concurrency = options.concurrency ?? Math.max(1, availableParallelism() - 1);
  const queueLength = options.queueLength ?? 4;
  const retryAfter = options.retryAfterSeconds ?? 10;
  const queue = new PQueue({ concurrency });
  return {
    async run(job) {
      if (queue.size >= queueLength) {
        throw new AppError(503, 'attachments.errors.busy', {
          params: { seconds: retryAfter },
          code: 'IMAGES_BUSY',
          retryAfter,
        });
      }
      return queue.add(job);
    },
    get busy() {
      return queue.size + queue.pending;
    },
    capacity: concurrency + queueLength,
  };
}
