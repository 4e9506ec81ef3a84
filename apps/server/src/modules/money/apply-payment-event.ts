import { centiToPoints } from '@parlor/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentEvent } from '../../adapters/payments';
import type { Transaction } from '../../db/client';
import { deposits, paymentEvents } from '../../db/schema';
import { applyBalanceChange } from '../ledger/apply-balance-change';
import { publishBalance } from '../ledger/publish-balance';

export type PaymentEventResult = 'credited' | 'failed' | 'duplicate' | 'unchanged';

/**
 * Applies one verified provider event, idempotently and in any order. In one transaction
 * it records the event id (a replay finds it and changes nothing), locks the deposit row,
 * and either credits the points (deposit success + ledger row) or marks the deposit failed.
 * A failure never takes back a success; a success after a failure still credits, because
 * the money was taken.
 */
export async function applyPaymentEvent(
  app: FastifyInstance,
  provider: string,
  event: PaymentEvent,
): Promise<PaymentEventResult> {
  const outcome = await app.db.transaction(async (tx) => {
    const [deposit] = event.depositId
      ? await tx
          .select()
          .from(deposits)
          .where(and(eq(deposits.id, event.depositId), eq(deposits.provider, provider)))
          .for('update')
      : [];
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({
        provider,
        eventId: event.eventId,
        type: event.type,
        depositId: deposit?.id ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return { result: 'duplicate' as const };
    if (!deposit || event.outcome === 'ignored') return { result: 'unchanged' as const };

    return settleDeposit(app, tx, deposit, event);
  });

  if (outcome.result === 'credited') {
    await publishBalance(app, outcome.userId, outcome.balance);
    app.notices.announce({
      kind: 'top_up',
      userId: outcome.userId,
      points: centiToPoints(outcome.points),
    });
  }
  return outcome.result;
}

type Deposit = typeof deposits.$inferSelect;

type Settled =
  | { result: 'failed' | 'unchanged' }
  | { result: 'credited'; userId: number; balance: number; points: number };

/**
 * What a new event does to its locked deposit: nothing when it names another checkout or
 * another amount (both logged), marks a pending deposit failed, or credits the points once.
 */
async function settleDeposit(
  app: FastifyInstance,
  tx: Transaction,
  deposit: Deposit,
  event: PaymentEvent,
): Promise<Settled> {
  const isOtherCheckout =
    deposit.providerCheckoutId !== null &&
    event.checkoutId !== undefined &&
    deposit.providerCheckoutId !== event.checkoutId;
  if (isOtherCheckout) {
    app.log.error({ depositId: deposit.id, event }, 'payment event names another checkout');
    return { result: 'unchanged' };
  }

  if (event.outcome === 'failed') {
    if (deposit.status !== 'pending') return { result: 'unchanged' };
    await tx
      .update(deposits)
      .set({
        status: 'error',
        failureReason: event.failureReason ?? 'failed',
        completedAt: new Date(),
      })
      .where(eq(deposits.id, deposit.id));
    return { result: 'failed' };
  }

  if (deposit.status === 'success') return { result: 'unchanged' };
  const isWrongAmount =
    (event.amountMinor !== undefined && event.amountMinor !== deposit.amountMinor) ||
    (event.currency !== undefined && event.currency !== deposit.currency);
  if (isWrongAmount) {
    app.log.error(
      { depositId: deposit.id, event },
      'payment event amount differs from the deposit',
    );
    return { result: 'unchanged' };
  }
  await tx
    .update(deposits)
    .set({ status: 'success', failureReason: null, completedAt: new Date() })
    .where(eq(deposits.id, deposit.id));
  const balance = await applyBalanceChange(tx, {
    userId: deposit.userId,
    delta: deposit.points,
    kind: 'deposit',
    reference: `deposit:${deposit.id}`,
  });
  return { result: 'credited', userId: deposit.userId, balance, points: deposit.points };
}
