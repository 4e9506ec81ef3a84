import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TAdminUsersQuery } from '@parlor/contracts';
import type { Executor } from '../../db/client';
import { ledgerEntries, topics, users, type LedgerAccount } from '../../db/schema';
import { tombstonePasswordHash } from '../privacy/erase-account';

/** SQL of the admin users pages. */

export const adminUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  surname: users.surname,
  phone: users.phone,
  role: users.role,
  balance: users.balance,
  earningsPending: users.earningsPending,
  earningsAvailable: users.earningsAvailable,
  interlocutorSince: users.interlocutorSince,
  emailVerifiedAt: users.emailVerifiedAt,
  blockedAt: users.blockedAt,
  blockedScope: users.blockedScope,
  blockedReason: users.blockedReason,
  channelExpireAt: users.channelExpireAt,
  createdAt: users.createdAt,
  isDeleted: sql<boolean>`${users.passwordHash} = ${tombstonePasswordHash}`,
  // The chat shows an interlocutor by their approved application's nickname, not `name`. The
  // outer row is named in full: drizzle writes a one-table select's columns unqualified, which
  // inside the subquery would mean the application's own `id`.
  chatNickname: sql<string | null>`(
    select application.nickname from interlocutor_applications application
    where application.user_id = "users"."id" and application.status = 'approved'
    order by application.id desc limit 1)`,
};

const sortColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  created_at: users.createdAt,
  balance: users.balance,
} as const;

/** Escapes LIKE wildcards so a search for `50%` means those characters. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const byText = or(
    ilike(users.email, likePattern(q)),
    ilike(users.name, likePattern(q)),
    sql`exists (select 1 from interlocutor_applications application
      where application.user_id = "users"."id" and application.status = 'approved'
        and application.nickname ilike ${likePattern(q)})`,
  );
  const id = /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
  return id === null ? byText : or(eq(users.id, id), byText);
}

/** One page of users matching the search (e-mail, nickname or id), sorted as asked. */
export async function searchUsers(db: Executor, query: TAdminUsersQuery) {
  const where = searchCondition(query.q);
  const column = sortColumns[query.sort];
  const order = query.dir === 'asc' ? asc(column) : desc(column);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(order, asc(users.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function selectAdminUser(db: Executor, userId: number) {
  const [row] = await db.select(adminUserColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof selectAdminUser>>>;

/** The user's newest topics, as owner or as (last) guest. */
export function selectUserTopics(db: Executor, userId: number, limit = 50) {
  return db
    .select({
      id: topics.id,
      title: topics.title,
      userId: topics.userId,
      isClosed: topics.isClosed,
      closedReason: topics.closedReason,
      createdAt: topics.createdAt,
    })
    .from(topics)
    .where(
      or(eq(topics.userId, userId), eq(topics.guestId, userId), eq(topics.lastGuestId, userId)),
    )
    .orderBy(desc(topics.id))
    .limit(limit);
}

/** One page of a user's ledger, newest first, optionally of one account. */
export async function selectLedgerPage(
  db: Executor,
  options: { userId: number; account?: LedgerAccount; page: number; perPage: number },
) {
  const where = and(
    eq(ledgerEntries.userId, options.userId),
    options.account ? eq(ledgerEntries.account, options.account) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ value: count() }).from(ledgerEntries).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Sets or clears a user's block; answers false when the user does not exist. */
export async function setUserBlock(
  db: Executor,
  userId: number,
  block: { scope: 'chat' | 'account'; reason: string } | null,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(
      block
        ? { blockedAt: sql`now()`, blockedScope: block.scope, blockedReason: block.reason }
        : { blockedAt: null, blockedScope: null, blockedReason: null },
    )
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length === 1;
}
