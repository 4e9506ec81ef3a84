import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { testCheckouts, type TestCheckoutStatus } from '../../../db/schema';
import type { TTestGatewayEvent } from './events';

/** The test gateway's own records: its checkouts and whether the shop heard their outcome. */

export type TestCheckout = typeof testCheckouts.$inferSelect;
type ClosedStatus = Exclude<TestCheckoutStatus, 'open'>;

export async function findCheckout(db: Executor, id: string): Promise<TestCheckout | undefined> {
  const [row] = await db.select().from(testCheckouts).where(eq(testCheckouts.id, id));
  return row;
}

/**
 * Closes an open checkout with its outcome. Single use: of two concurrent submits only one
 * gets the row back, the other undefined.
 */
export async function closeCheckout(
  db: Executor,
  id: string,
  status: ClosedStatus,
  failureCode: string | null,
): Promise<TestCheckout | undefined> {
  const [row] = await db
    .update(testCheckouts)
    .set({ status, failureCode })
    .where(and(eq(testCheckouts.id, id), eq(testCheckouts.status, 'open')))
    .returning();
  return row;
}

/** Closes every checkout left open since before `cutoff` (the payer walked away). */
export function expireOpenCheckouts(db: Executor, cutoff: Date): Promise<TestCheckout[]> {
  return db
    .update(testCheckouts)
    .set({ status: 'cancelled', failureCode: 'expired' })
    .where(and(eq(testCheckouts.status, 'open'), lt(testCheckouts.createdAt, cutoff)))
    .returning();
}

export async function markDelivered(db: Executor, id: string): Promise<void> {
  await db
    .update(testCheckouts)
    .set({ webhookDeliveredAt: new Date() })
    .where(eq(testCheckouts.id, id));
}

/** Closed checkouts whose outcome the shop has not acknowledged, created before `cutoff`. */
export function selectUndelivered(
  db: Executor,
  cutoff: Date,
  giveUpBefore: Date,
): Promise<TestCheckout[]> {
  return db
    .select()
    .from(testCheckouts)
    .where(
      and(
        ne(testCheckouts.status, 'open'),
        isNull(testCheckouts.webhookDeliveredAt),
        lt(testCheckouts.createdAt, cutoff),
        gt(testCheckouts.createdAt, giveUpBefore),
      ),
    )
    .orderBy(desc(testCheckouts.createdAt))
    .limit(100);
}

/**
 * The webhook event of a closed checkout. Its id is derived from the checkout, so every
 * redelivery carries the same id and the shop applies it once.
 */
export function outcomeEvent(checkout: TestCheckout): TTestGatewayEvent {
  const data = {
    checkout_id: checkout.id,
    deposit_id: checkout.depositId,
    amount_minor: checkout.amountMinor,
    currency: checkout.currency,
  };
  const id = `evt_${checkout.id.replace(/^tc_/, '')}`;
  const created = Math.floor(Date.now() / 1000);
  if (checkout.status === 'paid') {
    return { id, type: 'checkout.succeeded', created, data: { ...data, failure_code: null } };
  }
  if (checkout.status === 'cancelled' && checkout.failureCode !== 'expired') {
    return {
      id,
      type: 'checkout.cancelled',
      created,
      data: { ...data, failure_code: 'cancelled' },
    };
  }
  const failureCode =
    checkout.failureCode === 'insufficient_funds' || checkout.failureCode === 'expired'
      ? checkout.failureCode
      : 'card_declined';
  return { id, type: 'checkout.failed', created, data: { ...data, failure_code: failureCode } };
}
