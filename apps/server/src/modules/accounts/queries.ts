import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countries, interlocutorApplications, users } from '../../db/schema';

/** The columns the accounts module reads about a user. */
const accountColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
  languageId: users.languageId,
  blockedScope: users.blockedScope,
  blockedReason: users.blockedReason,
};
export type AccountRow = {
  id: number;
  email: string;
  name: string;
  passwordHash: string;
  emailVerifiedAt: Date | null;
  languageId: number | null;
  blockedScope: 'chat' | 'account' | null;
  blockedReason: string | null;
};

/** E-mail addresses are stored as given and compared case-insensitively. */
export async function findAccountByEmail(
  db: Executor,
  email: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findAccountById(db: Executor, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The user's own profile row with their billing country. */
export async function selectProfileRow(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      surname: users.surname,
      phone: users.phone,
      phoneCountryCode: users.phoneCountryCode,
      nationalNumber: users.nationalNumber,
      avatarColor: users.avatarColor,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
      balance: users.balance,
      channelExpireAt: users.channelExpireAt,
      countryId: users.countryId,
      countryIso: countries.iso,
      countryTitle: countries.title,
      city: users.city,
      address: users.address,
      postCode: users.postCode,
      interlocutorSince: users.interlocutorSince,
      hasApplication: sql<boolean>`exists (select 1 from ${interlocutorApplications} a where a.user_id = ${users.id})`,
    })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof selectProfileRow>>>;

/** True when the country (ISO alpha-2) is in the server's country list. */
export async function isListedCountry(db: Executor, iso: string): Promise<boolean> {
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.iso, iso.toUpperCase()))
    .limit(1);
  return row !== undefined;
}

/** True when PostgreSQL refused a row for a unique index (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current;) {
    if (typeof current !== 'object') return false;
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
