import { centiToPoints, pointsToCenti } from '@parlor/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditActor, writeAudit } from '../audit/write-audit';
import { applyBalanceChange } from '../ledger/apply-balance-change';
import { publishBalance } from '../ledger/publish-balance';

/**
 * An admin credits or debits a user's spendable points or available earnings by a signed
 * amount with a reason: one ledger row (kind `adjustment`) and one audit row (before →
 * after) in one transaction. A debit below zero answers 422 and changes nothing.
 */
export async function adjustBalance(
  app: FastifyInstance,
  request: FastifyRequest,
  options: {
    userId: number;
    account: 'points' | 'earnings_available';
    amount: number;
    reason: string;
  },
) {
  const delta = pointsToCenti(options.amount);
  const after = await app.db.transaction(async (tx) => {
    const balanceAfter = await applyBalanceChange(tx, {
      userId: options.userId,
      account: options.account,
      delta,
      kind: 'adjustment',
      reference: `admin:${auditActor(request).user.id}`,
    });
    await writeAudit(tx, auditActor(request), {
      action: 'user.balance_adjust',
      objectType: 'user',
      objectId: options.userId,
      before: { account: options.account, balance: centiToPoints(balanceAfter - delta) },
      after: {
        account: options.account,
        balance: centiToPoints(balanceAfter),
        delta: options.amount,
        reason: options.reason,
      },
    });
    return balanceAfter;
  });
  if (options.account === 'points') await publishBalance(app, options.userId, after);
  return {
    user_id: options.userId,
    account: options.account,
    before: centiToPoints(after - delta),
    after: centiToPoints(after),
  };
}
