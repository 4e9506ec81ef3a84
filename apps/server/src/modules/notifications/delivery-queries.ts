import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  pushDeliveries,
  pushSubscriptions,
  type PushDeliveryRow,
  type PushSubscriptionRow,
} from '../../db/schema';

/** A claimed push message with the subscription it goes to. */
export interface ClaimedDelivery {
  delivery: PushDeliveryRow;
  subscription: PushSubscriptionRow;
}

/**
 * Claims due push messages for `leaseMs` (FOR UPDATE SKIP LOCKED): rows another instance
 * holds are skipped, and a lapsed lease (an instance that died) lets another take over.
 */
export async function claimDueDeliveries(
  db: Executor,
  options: { limit: number; leaseMs: number; token: string; ids?: number[] },
): Promise<ClaimedDelivery[]> {
  const only = options.ids ? sql`and id in (${sql.join(options.ids, sql`, `)})` : sql``;
  const claimed = await db
    .update(pushDeliveries)
    .set({
      lockedUntil: sql`now() + (${Math.round(options.leaseMs)}::int * interval '1 millisecond')`,
      claimToken: options.token,
    })
    .where(
      inArray(
        pushDeliveries.id,
        sql`(
          select id from ${pushDeliveries}
          where due_at <= now() and (locked_until is null or locked_until < now()) ${only}
          order by due_at
          limit ${options.limit}
          for update skip locked
        )`,
      ),
    )
    .returning();
  if (claimed.length === 0) return [];
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.id, [...new Set(claimed.map((row) => row.subscriptionId))]));
  const byId = new Map(subscriptions.map((row) => [row.id, row]));
  return claimed.flatMap((delivery) => {
    const subscription = byId.get(delivery.subscriptionId);
    return subscription ? [{ delivery, subscription }] : [];
  });
}

/** The push service took it: the job is done (if this claim still holds it). */
export async function endDelivery(db: Executor, id: number, token: string) {
  await db
    .delete(pushDeliveries)
    .where(and(eq(pushDeliveries.id, id), eq(pushDeliveries.claimToken, token)));
}

/** Tries again after `delayMs` (back-off), released from this claim. */
export async function retryDelivery(db: Executor, id: number, token: string, delayMs: number) {
  await db
    .update(pushDeliveries)
    .set({
      attempts: sql`${pushDeliveries.attempts} + 1`,
      dueAt: sql`now() + (${Math.round(delayMs)}::int * interval '1 millisecond')`,
      lockedUntil: null,
      claimToken: null,
    })
    .where(and(eq(pushDeliveries.id, id), eq(pushDeliveries.claimToken, token)));
}

/** The push service says the subscription is gone (404/410): it and its messages go. */
export async function deleteSubscription(db: Executor, subscriptionId: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
}

export async function markSubscriptionUsed(db: Executor, subscriptionId: number) {
  await db
    .update(pushSubscriptions)
    .set({ lastUsedAt: new Date() })
    .where(eq(pushSubscriptions.id, subscriptionId));
}

/** Withdraws the messages about `subject` not sent yet (a request taken, a decline). */
export async function withdrawDeliveries(
  db: Executor,
  subject: string,
  options: { userId?: number } = {},
) {
  const ofUser =
    options.userId === undefined
      ? sql``
      : sql`and subscription_id in (select id from ${pushSubscriptions} where user_id = ${options.userId})`;
  await db.execute(sql`delete from ${pushDeliveries} where subject = ${subject} ${ofUser}`);
}

/** Messages whose time ran out at the push service anyway (TTL passed while retrying). */
export async function dropExpiredDeliveries(db: Executor) {
  await db
    .delete(pushDeliveries)
    .where(
      lt(
        sql`${pushDeliveries.createdAt} + (${pushDeliveries.ttl} * interval '1 second')`,
        sql`now()`,
      ),
    );
}
