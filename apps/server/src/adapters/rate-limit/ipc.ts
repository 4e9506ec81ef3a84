import type { IpcEndpoint, RateLimitRequest } from '../../cluster/ipc';
import type { RateLimitStore } from './types';
import { createMemoryRateLimitStore } from './memory';

/** A primary that does not answer within this time is gone: the worker counts alone. */
const answerTimeoutMs = 3000;

/**
 * Rate limits of a worker in a `WEB_CONCURRENCY` cluster without Redis: counted once, in the
 * primary, so that N processes do not allow N times the attempts. Should the primary not
 * answer, the hit counts in this worker's memory (limits hold per process, never not at
 * all and never as an error), as the Redis store does while Redis is down.
 */
export function createIpcRateLimitStore(endpoint: IpcEndpoint): RateLimitStore {
  const fallback = createMemoryRateLimitStore();
  type Answer = { count: number; resetAt: number } | undefined;
  const pending = new Map<number, (answer: Answer) => void>();
  let nextId = 1;

  const stopListening = endpoint.onMessage((message) => {
    if (message.parlor !== 'rate-limit-answer') return;
    pending.get(message.id)?.({ count: message.count, resetAt: message.resetAt });
  });

  function ask(request: Omit<RateLimitRequest, 'parlor' | 'id'>) {
    const id = nextId++;
    return new Promise<Answer>((resolve) => {
      const timer = setTimeout(() => finish(undefined), answerTimeoutMs);
      function finish(answer: Answer) {
        clearTimeout(timer);
        pending.delete(id);
        resolve(answer);
      }
      pending.set(id, finish);
      if (!endpoint.send({ parlor: 'rate-limit', id, ...request })) finish(undefined);
    });
  }

  return {
    async hit(key, windowMs, amount = 1) {
      const answer = await ask({ op: 'hit', key, windowMs, amount });
      return answer ?? fallback.hit(key, windowMs, amount);
    },
    async reset(key) {
      await Promise.all([ask({ op: 'reset', key, windowMs: 0, amount: 0 }), fallback.reset(key)]);
    },
    async close() {
      stopListening();
      for (const finish of [...pending.values()]) finish(undefined);
      await fallback.close();
    },
  };
}
