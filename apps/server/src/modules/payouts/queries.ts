import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { languages, payouts, sessions, users } from '../../db/schema';

/** SQL for payouts; every function takes the database or an open transaction. */

export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutStatus = PayoutRow['status'];

/** A user's payouts, newest first. */
export function selectOwnPayouts(db: Executor, userId: number, limit = 100) {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.userId, userId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}

/** Whether the user was paid (or is waiting to be paid) to this destination before. */
export async function hasUsedDestination(db: Executor, userId: number, hash: string) {
  const [row] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.userId, userId),
        eq(payouts.destinationHash, hash),
        ne(payouts.status, 'rejected'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function hasPendingPayout(db: Executor, userId: number, method: PayoutRow['method']) {
  const [row] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(eq(payouts.userId, userId), eq(payouts.method, method), eq(payouts.status, 'pending')),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * When the session of a request was issued, i.e. when its owner last signed in with a
 * password. An API token never counts: it is made from a session of any age
 * (`POST /api/tokens`), so a bearer client confirms a new destination with the password.
 */
export async function credentialIssuedAt(
  db: Executor,
  credential: { method: 'session' | 'bearer'; hash: string },
): Promise<Date | undefined> {
  if (credential.method !== 'session') return undefined;
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, credential.hash));
  return row?.createdAt;
}

/** One payout locked for processing (admin paid/reject). */
export async function selectPayoutForUpdate(db: Executor, payoutId: number) {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
  return row;
}

export async function selectPayout(db: Executor, payoutId: number) {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  return row;
}

/** A page of payouts for the admin list, newest first, with the owner's e-mail. */
export async function selectPayoutPage(
  db: Executor,
  options: { status: PayoutStatus | undefined; page: number; perPage: number },
) {
  const where = options.status ? eq(payouts.status, options.status) : undefined;
  const rows = await db
    .select({ payout: payouts, email: users.email })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(where)
    .orderBy(desc(payouts.id))
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  const [total] = await db.select({ total: count() }).from(payouts).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** Who to write to about a payout, and in which language. */
export async function selectRecipient(db: Executor, userId: number) {
  const [row] = await db
    .select({ email: users.email, name: users.name, language: languages.code })
    .from(users)
    .leftJoin(languages, eq(languages.id, users.languageId))
    .where(eq(users.id, userId));
  return row;
}

export async function selectUserEmail(db: Executor, userId: number) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}
