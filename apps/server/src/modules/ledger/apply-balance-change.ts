import { eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { ledgerEntries, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type LedgerKind =
  | 'initial'
  | 'deposit'
  | 'channel_status'
  | 'topic'
  | 'message'
  | 'attachment'
  | 'payout'
  | 'earning'
  | 'adjustment';

export interface BalanceChange {
  userId: number;
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

/** The rows of a raw `execute` (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

/**
 * The only way a balance changes. One statement locks the user's row, checks that the
 * balance covers a debit, writes the new balance and appends the ledger row, inside the
 * caller's transaction (together with whatever was bought). Answers the new balance in
 * hundredths. When no row changed, a second read tells an unknown user (404) from a
 * balance too small (the caller's error, or a generic 422).
 */
export async function applyBalanceChange(tx: Transaction, change: BalanceChange): Promise<number> {
  if (!Number.isSafeInteger(change.delta))
    throw new Error(`ledger delta must be an integer, got ${change.delta}`);
  const result = await tx.execute(sql`
    with changed as (
      update ${users} set balance = ${users.balance} + ${change.delta}::bigint
      where ${users.id} = ${change.userId}::int and ${users.balance} + ${change.delta}::bigint >= 0
      returning ${users.balance} as balance
    )
    insert into ${ledgerEntries} (user_id, delta, balance_after, kind, reference)
    select ${change.userId}::int, ${change.delta}::bigint, balance, ${change.kind}::varchar,
           ${change.reference ?? null}::varchar
    from changed
    returning balance_after`);
  const [applied] = rowsOf<{ balance_after: string | number }>(result);
  if (applied) return Number(applied.balance_after);

  // Nothing changed: the user is unknown, or a debit exceeds the balance.
  const [row] = await tx
    .select({ balance: users.balance })
    .from(users)
    .where(eq(users.id, change.userId));
  if (!row) throw AppError.notFound();
  throw (
    change.insufficient?.(row.balance) ??
    new AppError(422, 'money.errors.notEnoughPoints', { code: 'INSUFFICIENT_POINTS' })
  );
}

/** The statement summing a user's ledger (for running or explaining). */
export function sumLedgerQuery(tx: Executor, userId: number) {
  return tx
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.delta}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
}

/** The sum of a user's ledger; always equals the stored balance. */
export async function sumLedger(tx: Executor, userId: number): Promise<number> {
  const [row] = await sumLedgerQuery(tx, userId);
  return Number(row?.total ?? 0);
}
