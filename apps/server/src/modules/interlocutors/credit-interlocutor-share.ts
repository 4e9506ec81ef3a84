import type { Transaction } from '../../db/client';
import { interlocutorEarnings } from '../../db/schema';
import { applyBalanceChange } from '../ledger/apply-balance-change';
import type { CreditShareOptions } from '../chat/ports';
import { holdsInterlocutorSeat } from '../chat/send-rules';

const dayMs = 24 * 60 * 60_000;

/**
 * The interlocutor's share of what an owner spends: `floor(spent × percent / 100)` in
 * hundredths, the platform keeps the rest, so `spent = share + platform` exactly and no
 * hundredth is made or lost.
 */
export function splitSpending(spentCenti: number, sharePercent: number) {
  const share = Math.floor((spentCenti * sharePercent) / 100);
  return { share, platform: spentCenti - share };
}

/**
 * Credits the interlocutor holding the topic's guest seat with their share of the owner's
 * spending, in the transaction of the owner's debit: a ledger row of kind `earning` on the
 * `earnings_pending` account, released to `earnings_available` after `earning_hold_days`.
 * Does nothing when the payer is not the owner or no matched interlocutor holds the seat.
 * Answers the interlocutor, their new pending balance and the share's due time when
 * something was credited (wake the release timer with it once the transaction committed).
 */
export async function creditInterlocutorShare(
  tx: Transaction,
  options: CreditShareOptions,
): Promise<
  { interlocutorId: number; share: number; pendingCenti: number; releaseAt: Date } | undefined
> {
  const { topic, payerId, spentCenti, settings } = options;
  if (spentCenti <= 0 || payerId !== topic.userId || topic.guestId === null) return undefined;
  const holdsSeat =
    options.guestIsMatchedInterlocutor ?? (await holdsInterlocutorSeat(tx, topic, topic.guestId));
  if (!holdsSeat) return undefined;
  const { share } = splitSpending(spentCenti, settings.contributor_share_percent);
  if (share <= 0) return undefined;
  const pendingCenti = await applyBalanceChange(tx, {
    userId: topic.guestId,
    account: 'earnings_pending',
    delta: share,
    kind: 'earning',
    reference: `earning:${options.source}`,
  });
  const now = new Date();
  const releaseAt = new Date(now.getTime() + settings.earning_hold_days * dayMs);
  await tx.insert(interlocutorEarnings).values({
    userId: topic.guestId,
    topicId: topic.id,
    source: options.source,
    amount: share,
    spent: spentCenti,
    createdAt: now,
    releaseAt,
  });
  return { interlocutorId: topic.guestId, share, pendingCenti, releaseAt };
}
