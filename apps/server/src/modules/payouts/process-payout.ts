import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { payouts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { auditActor, writeAudit } from '../audit/write-audit';
import { applyBalanceChange } from '../ledger/apply-balance-change';
import { mailPayoutChange } from './payout-mail';
import { selectPayoutForUpdate, type PayoutRow } from './queries';

export type PayoutDecision =
  { status: 'paid'; reference: string } | { status: 'rejected'; reason: string };

/** What the audit log keeps of a payout: never a secret, the destination masked. */
const auditView = (row: PayoutRow) => ({
  status: row.status,
  amount_minor: row.amountMinor,
  currency: row.currency,
  points: row.points,
  method: row.method,
  destination: row.destinationMask,
  reference: row.reference,
  reason: row.reason,
});

/**
 * An admin closes a pending payout: `paid` with the payment reference, or `rejected` with
 * a reason, giving the reserved points back to earnings_available through the ledger
 * (kind `payout_refund`) in the same transaction. Audited; the interlocutor is e-mailed.
 */
export async function processPayout(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { payoutId: number; decision: PayoutDecision },
): Promise<PayoutRow> {
  const { decision } = options;
  const updated = await app.db.transaction(async (tx) => {
    const before = await selectPayoutForUpdate(tx, options.payoutId);
    if (!before) throw AppError.notFound();
    if (before.status !== 'pending') {
      throw new AppError(409, 'payouts.errors.notPending', { code: 'PAYOUT_NOT_PENDING' });
    }
    const [after] = await tx
      .update(payouts)
      .set({
        status: decision.status,
        reference: decision.status === 'paid' ? decision.reference : null,
        reason: decision.status === 'rejected' ? decision.reason : null,
        processedBy: auditActor(request).user.id,
        processedAt: new Date(),
      })
      .where(eq(payouts.id, before.id))
      .returning();
    if (!after) throw new Error('payout update returned nothing');
    if (decision.status === 'rejected') {
      await applyBalanceChange(tx, {
        userId: before.userId,
        account: 'earnings_available',
        delta: before.points,
        kind: 'payout_refund',
        reference: `payout:${before.id}`,
      });
    }
    await writeAudit(tx, auditActor(request), {
      action: decision.status === 'paid' ? 'payout.paid' : 'payout.reject',
      objectType: 'payout',
      objectId: before.id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
  app.log.info(
    { payoutId: updated.id, status: updated.status, destination: updated.destinationMask },
    'payout processed',
  );
  await mailPayoutChange(app, updated, decision.status);
  app.notices.announce({
    kind: 'payout',
    userId: updated.userId,
    payoutId: updated.id,
    status: decision.status,
  });
  return updated;
}
