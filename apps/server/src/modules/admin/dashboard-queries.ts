import { and, count, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  deposits,
  interlocutorApplications,
  interlocutorPresence,
  ledgerEntries,
  messages,
  payouts,
  reports,
  topics,
  users,
} from '../../db/schema';
import { isOnlineCondition } from '../interlocutors/presence';
import { spendingKinds } from '../ledger/apply-balance-change';
import { rowsOf } from '../../db/rows';

/** SQL of the admin dashboard; "today" and the days are UTC. */

const numberOf = (value: unknown) => Number(value ?? 0);

/** Today's figures and the totals the dashboard's tiles show. */
export async function selectTodayFigures(db: Executor, startOfToday: Date) {
  const [
    [usersTotal],
    [usersNew],
    [activeTopics],
    [messagesToday],
    [sold],
    [spent],
    [forfeited],
    revenue,
    [open],
  ] = await Promise.all([
    db.select({ value: count() }).from(users),
    db.select({ value: count() }).from(users).where(gte(users.createdAt, startOfToday)),
    db.select({ value: count() }).from(topics).where(eq(topics.isClosed, false)),
    db.select({ value: count() }).from(messages).where(gte(messages.createdAt, startOfToday)),
    db
      .select({ value: sum(deposits.points) })
      .from(deposits)
      .where(and(eq(deposits.status, 'success'), gte(deposits.completedAt, startOfToday))),
    db
      .select({ value: sql<string>`coalesce(sum(-${ledgerEntries.delta}), 0)` })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.account, 'points'),
          lt(ledgerEntries.delta, 0),
          inArray(ledgerEntries.kind, [...spendingKinds]),
          gte(ledgerEntries.createdAt, startOfToday),
        ),
      ),
    db
      .select({ value: sql<string>`coalesce(sum(-${ledgerEntries.delta}), 0)` })
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.kind, 'account_deleted'), gte(ledgerEntries.createdAt, startOfToday)),
      ),
    db
      .select({ currency: deposits.currency, amount: sum(deposits.amountMinor) })
      .from(deposits)
      .where(and(eq(deposits.status, 'success'), gte(deposits.completedAt, startOfToday)))
      .groupBy(deposits.currency)
      .orderBy(deposits.currency),
    db.select({ value: count() }).from(reports).where(eq(reports.status, 'open')),
  ]);
  return {
    usersTotal: numberOf(usersTotal?.value),
    usersNewToday: numberOf(usersNew?.value),
    activeTopics: numberOf(activeTopics?.value),
    messagesToday: numberOf(messagesToday?.value),
    pointsSoldCenti: numberOf(sold?.value),
    pointsSpentCenti: numberOf(spent?.value),
    pointsForfeitedCenti: numberOf(forfeited?.value),
    revenue: revenue.map((row) => ({ currency: row.currency, amountMinor: numberOf(row.amount) })),
    openReports: numberOf(open?.value),
  };
}

export interface DayFigures {
  date: string;
  newUsers: number;
  messages: number;
  pointsSoldCenti: number;
  pointsSpentCenti: number;
}

/** One row per UTC day from `firstDay` to today, days without activity as zeros. */
export async function selectDailySeries(db: Executor, firstDay: Date): Promise<DayFigures[]> {
  const first = firstDay.toISOString();
  const result = await db.execute(sql`
    with days as (
      select generate_series(${first}::timestamptz, now(), interval '1 day') as day
    )
    select to_char(d.day at time zone 'UTC', 'YYYY-MM-DD') as date,
      (select count(*) from ${users} u
        where u.created_at >= d.day and u.created_at < d.day + interval '1 day') as new_users,
      (select count(*) from ${messages} m
        where m.created_at >= d.day and m.created_at < d.day + interval '1 day') as messages,
      (select coalesce(sum(p.points), 0) from ${deposits} p where p.status = 'success'
        and p.completed_at >= d.day and p.completed_at < d.day + interval '1 day') as points_sold,
      (select coalesce(sum(-l.delta), 0) from ${ledgerEntries} l where l.account = 'points'
        and l.delta < 0 and l.kind in (${sql.join(
          spendingKinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
        and l.created_at >= d.day and l.created_at < d.day + interval '1 day')
        as points_spent
    from days d order by d.day
  `);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    date: String(row.date),
    newUsers: numberOf(row.new_users),
    messages: numberOf(row.messages),
    pointsSoldCenti: numberOf(row.points_sold),
    pointsSpentCenti: numberOf(row.points_spent),
  }));
}

/** The queues the dashboard shows: pending applications and payouts, interlocutors online. */
export async function selectQueueFigures(db: Executor) {
  const [[applications], [pendingPayouts], [online]] = await Promise.all([
    db
      .select({ value: count() })
      .from(interlocutorApplications)
      .where(eq(interlocutorApplications.status, 'pending')),
    db.select({ value: count() }).from(payouts).where(eq(payouts.status, 'pending')),
    db
      .select({ value: count() })
      .from(interlocutorPresence)
      .where(
        and(
          eq(interlocutorPresence.isAvailable, true),
          isOnlineCondition(interlocutorPresence.userId),
        ),
      ),
  ]);
  return {
    pendingApplications: numberOf(applications?.value),
    pendingPayouts: numberOf(pendingPayouts?.value),
    interlocutorsOnline: numberOf(online?.value),
  };
}
