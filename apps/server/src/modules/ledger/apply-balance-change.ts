import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { ledgerEntries, users, type LedgerAccount } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type LedgerKind =
  | 'initial'
  | 'deposit'
  | 'channel_status'
  | 'topic'
  | 'message'
  | 'attachment'
  | 'payout'
  | 'payout_refund'
  | 'earning'
  | 'earning_release'
  | 'adjustment';

export interface BalanceChange {
  userId: number;
  /** Which account changes (default `points`, the spendable balance). */
  account?: LedgerAccount;
  /** Hundredths of a point; negative to spend. */
  delta: number;
  kind: LedgerKind;
  /** What it paid for or came from, e.g. `deposit:12`. */
  reference?: string;
  /**
   * The error to throw when the balance does not cover a debit (default: a generic 422).
   * Receives the current balance in hundredths.
   */
  insufficient?: (balance: number) => AppError;
}

/** The users column that holds each account's balance. */
const accountColumns = {
  points: users.balance,
  earnings_pending: users.earningsPending,
  earnings_available: users.earningsAvailable,
} as const;

const accountFields = {
  points: 'balance',
  earnings_pending: 'earningsPending',
  earnings_available: 'earningsAvailable',
} as const;

/**
 * The only way a balance changes. Locks the user's row, checks the account covers a
 * debit, writes the new balance and one append-only ledger row, all inside the caller's
 * transaction (together with whatever was bought). Answers the account's new balance in
 * hundredths.
 */
export async function applyBalanceChange(tx: Transaction, change: BalanceChange): Promise<number> {
  if (!Number.isSafeInteger(change.delta))
    throw new Error(`ledger delta must be an integer, got ${change.delta}`);
  const account = change.account ?? 'points';
  const [row] = await tx
    .select({ balance: accountColumns[account] })
    .from(users)
    .where(eq(users.id, change.userId))
    .for('update');
  if (!row) throw AppError.notFound();

  const balanceAfter = row.balance + change.delta;
  if (balanceAfter < 0) {
    throw (
      change.insufficient?.(row.balance) ??
      new AppError(422, 'money.errors.notEnoughPoints', { code: 'INSUFFICIENT_POINTS' })
    );
  }
  await tx
    .update(users)
    .set({ [accountFields[account]]: balanceAfter })
    .where(eq(users.id, change.userId));
  await tx.insert(ledgerEntries).values({
    userId: change.userId,
    account,
    delta: change.delta,
    balanceAfter,
    kind: change.kind,
    reference: change.reference ?? null,
  });
  return balanceAfter;
}

/** The sum of a user's ledger on one account; always equals that account's stored balance. */
export async function sumLedger(
  tx: Executor,
  userId: number,
  account: LedgerAccount = 'points',
): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.delta}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.account, account)));
  return Number(row?.total ?? 0);
}
