import { and, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { interlocutorEarnings } from '../../db/schema';
import { applyBalanceChange } from '../ledger/apply-balance-change';

/**
 * Moves earnings whose hold period ended from `earnings_pending` to `earnings_available`:
 * two ledger rows of kind `earning_release` per earning, once (the earning row is claimed
 * with SKIP LOCKED and marked released in the same transaction). Answers how many.
 */
export async function releaseDueEarnings(app: FastifyInstance): Promise<number> {
  return app.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(interlocutorEarnings)
      .where(
        and(
          isNull(interlocutorEarnings.releasedAt),
          lte(interlocutorEarnings.releaseAt, sql`now()`),
        ),
      )
      .orderBy(interlocutorEarnings.userId, interlocutorEarnings.id)
      .limit(200)
      .for('update', { skipLocked: true });
    for (const earning of due) {
      const reference = `earning_release:${earning.id}`;
      await applyBalanceChange(tx, {
        userId: earning.userId,
        account: 'earnings_pending',
        delta: -earning.amount,
        kind: 'earning_release',
        reference,
      });
      await applyBalanceChange(tx, {
        userId: earning.userId,
        account: 'earnings_available',
        delta: earning.amount,
        kind: 'earning_release',
        reference,
      });
    }
    if (due.length > 0) {
      await tx
        .update(interlocutorEarnings)
        .set({ releasedAt: new Date() })
        .where(
          inArray(
            interlocutorEarnings.id,
            due.map((earning) => earning.id),
          ),
        );
    }
    return due.length;
  });
}
