import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  claimDueDeliveries,
  deleteSubscription,
  endDelivery,
  markSubscriptionUsed,
  retryDelivery,
  type ClaimedDelivery,
} from './delivery-queries';
import { sendPush } from './send-push';

/** Sends the due push messages of every instance, each once. */
export interface PushWorker {
  /** After new messages committed: send them now, on this instance. */
  wake(ids?: number[]): void;
  /** Claims and sends every due message (retries, and those of an instance that died). */
  sweep(): Promise<number>;
  /** Resolves when nothing of this instance is being sent (tests, shutdown). */
  idle(): Promise<void>;
}

/** A claim lasts longer than a push service may take (send-push.ts) with room to spare. */
const leaseMs = 30_000;
const batchSize = 50;
/** Tries before a message is dropped: 1 s, 2 s, 4 s … about 17 minutes in all. */
export const maxPushAttempts = 10;
const firstBackoffMs = 1000;

/** The back-off before try `attempts + 1`: doubling, at least what the service asked for. */
export function backoffMs(attempts: number, retryAfterMs: number | undefined): number {
  const doubling = firstBackoffMs * 2 ** Math.min(attempts, 10);
  return Math.max(doubling, retryAfterMs ?? 0);
}

export function createPushWorker(app: FastifyInstance): PushWorker {
  const running = new Set<Promise<unknown>>();

  async function deliver({ delivery, subscription }: ClaimedDelivery, token: string) {
    const outcome = await sendPush(app.config.vapid, subscription, delivery);
    if (outcome.kind === 'delivered') {
      await endDelivery(app.db, delivery.id, token);
      await markSubscriptionUsed(app.db, subscription.id);
    } else if (outcome.kind === 'gone') {
      await deleteSubscription(app.db, subscription.id);
    } else if (outcome.kind === 'retry' && delivery.attempts + 1 < maxPushAttempts) {
      const delay = backoffMs(delivery.attempts, outcome.retryAfterMs);
      await retryDelivery(app.db, delivery.id, token, delay);
      setTimeout(() => worker.wake([delivery.id]), delay + 50).unref();
    } else {
      app.log.warn(
        { subscriptionId: subscription.id, outcome, attempts: delivery.attempts + 1 },
        'push message dropped',
      );
      await endDelivery(app.db, delivery.id, token);
    }
  }

  async function run(ids?: number[]): Promise<number> {
    const token = randomUUID();
    const claimed = await claimDueDeliveries(app.db, { limit: batchSize, leaseMs, token, ids });
    await Promise.all(
      claimed.map((item) =>
        deliver(item, token).catch((error: unknown) =>
          app.log.error({ err: error, deliveryId: item.delivery.id }, 'push delivery failed'),
        ),
      ),
    );
    return claimed.length;
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    running.add(promise);
    void promise.finally(() => running.delete(promise)).catch(() => undefined);
    return promise;
  }

  const worker: PushWorker = {
    wake(ids) {
      track(run(ids)).catch((error: unknown) =>
        app.log.error({ err: error }, 'push delivery run failed'),
      );
    },
    async sweep() {
      let total = 0;
      for (;;) {
        const count = await track(run());
        total += count;
        if (count < batchSize) return total;
      }
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
  return worker;
}
