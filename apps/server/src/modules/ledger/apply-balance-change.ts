import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { ledgerEntries, users, type LedgerAccount } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { rowsOf } from '../../db/rows';

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
  | 'adjustment'
  | 'account_deleted';

/**
 * The kinds that spend points on something bought (a topic, a message, an attachment, the
 * channel status): what "points spent" counts — not an admin's debit, nor the points a
 * deleted account forfeits (`account_deleted`).
 */
export const spendingKinds = ['topic', 'message', 'attachment', 'channel_status'] as const;

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

/**
 * The two steps of every balance change, as CTEs to put after `with`: `changed_balance`
 * locks the user's row, checks that the account covers a debit and writes its new balance;
 * `ledger_row` appends the ledger row and returns `balance_after`. Both write nothing when
 * the balance does not cover the debit or `onlyIf` is false. `reference` is an SQL
 * expression when it comes from the same statement (the one-statement paid send).
 */
export function balanceChangeSteps(
  change: Omit<BalanceChange, 'userId' | 'delta' | 'reference' | 'insufficient'> & {
    /** Values, or placeholders of a prepared statement (whose caller checks the delta). */
    userId: number | Placeholder;
    delta: number | Placeholder;
    reference: SQL | string | null;
    onlyIf?: SQL;
  },
): SQL {
  if (typeof change.delta === 'number' && !Number.isSafeInteger(change.delta))
    throw new Error(`ledger delta must be an integer, got ${change.delta}`);
  const account = change.account ?? 'points';
  const column = accountColumns[account];
  const reference =
    typeof change.reference === 'string' || change.reference === null
      ? sql`${change.reference}::varchar`
      : change.reference;
  return sql`
    changed_balance as (
      update ${users} set ${sql.identifier(column.name)} = ${column} + ${change.delta}::bigint
      where ${users.id} = ${change.userId}::int and ${column} + ${change.delta}::bigint >= 0
        ${change.onlyIf ? sql`and ${change.onlyIf}` : sql``}
      returning ${column} as balance
    ),
    ledger_row as (
      insert into ${ledgerEntries} (user_id, account, delta, balance_after, kind, reference)
      select ${change.userId}::int, ${account}::varchar, ${change.delta}::bigint, balance,
             ${change.kind}::varchar, ${reference}
      from changed_balance
      returning ${ledgerEntries.balanceAfter} as balance_after
    )`;
}

/**
 * The only way a balance changes (balanceChangeSteps, here as a statement of its own):
 * inside the caller's transaction, together with whatever was bought. Answers the account's
 * new balance in hundredths. When no row changed, a second read tells an unknown user (404)
 * from a balance too small (the caller's error, or a generic 422).
 */
export async function applyBalanceChange(tx: Transaction, change: BalanceChange): Promise<number> {
  const column = accountColumns[change.account ?? 'points'];
  const result = await tx.execute(sql`
    with ${balanceChangeSteps({ ...change, reference: change.reference ?? null })}
    select balance_after from ledger_row`);
  const [applied] = rowsOf<{ balance_after: string | number }>(result);
  if (applied) return Number(applied.balance_after);

  // Nothing changed: the user is unknown, or a debit exceeds the balance.
  const [row] = await tx.select({ balance: column }).from(users).where(eq(users.id, change.userId));
  if (!row) throw AppError.notFound();
  throw (
    change.insufficient?.(row.balance) ??
    new AppError(422, 'money.errors.notEnoughPoints', { code: 'INSUFFICIENT_POINTS' })
  );
}

/** The statement summing a user's ledger on one account (for running or explaining). */
export function sumLedgerQuery(tx: Executor, userId: number, account: LedgerAccount = 'points') {
  return tx
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.delta}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.account, account)));
}

/** The sum of a user's ledger on one account; always equals that account's stored balance. */
export async function sumLedger(
  tx: Executor,
  userId: number,
  account: LedgerAccount = 'points',
): Promise<number> {
  const [row] = await sumLedgerQuery(tx, userId, account);
  return Number(row?.total ?? 0);
}
