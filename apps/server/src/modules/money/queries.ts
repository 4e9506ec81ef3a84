import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bundles, countries, deposits, users } from '../../db/schema';

/** SQL for the money module; every function takes the database or an open transaction. */

export function selectActiveBundles(db: Executor) {
  return db
    .select()
    .from(bundles)
    .where(eq(bundles.isActive, true))
    .orderBy(asc(bundles.position), asc(bundles.id));
}

export async function selectActiveBundle(db: Executor, bundleId: number) {
  const [row] = await db
    .select()
    .from(bundles)
    .where(and(eq(bundles.id, bundleId), eq(bundles.isActive, true)));
  return row;
}

/** A deposit of one user (undefined for anyone else's). */
export async function selectOwnDeposit(db: Executor, userId: number, depositId: number) {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, depositId), eq(deposits.userId, userId)));
  return row;
}

/** Successful top-ups of a user, newest first. */
export function selectDepositHistory(db: Executor, userId: number, limit: number) {
  return db
    .select()
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.status, 'success')))
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(limit);
}

/** The profile fields a bundle purchase bills with. */
export async function selectBillingProfile(db: Executor, userId: number) {
  const [row] = await db
    .select({
      name: users.name,
      surname: users.surname,
      email: users.email,
      phone: users.phone,
      phoneCountryCode: users.phoneCountryCode,
      countryId: users.countryId,
      city: users.city,
      address: users.address,
      postCode: users.postCode,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function countryExists(db: Executor, countryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, countryId));
  return row !== undefined;
}
