import {
  ratingRules,
  type TInterlocutorStatsRow,
  type TInterlocutorStatsSort,
} from '@parlor/contracts';
import { and, desc, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { conversationRatings } from '../../db/schema';

const sortColumns: Record<TInterlocutorStatsSort, string> = {
  conversations: 'conversations',
  average: 'average',
  reports: 'reports_count',
  earnings: 'earnings',
  response: 'median_accept_seconds',
};

interface StatsRow {
  user_id: number;
  email: string;
  nickname: string | null;
  conversations: number;
  ratings_count: number;
  average: string | null;
  reports_count: number;
  earnings: string;
  median_accept_seconds: string | null;
}

/**
 * The operators' view of every interlocutor's work, one statement: conversations held
 * (accepted requests), ratings (count, average), reports against them, earnings in total,
 * and the median time from a request's offer to their acceptance. Sorted as asked, with
 * unknowns (no rating, no acceptance) last.
 */
async function selectStats(
  db: Executor,
  sort: TInterlocutorStatsSort,
  order: 'asc' | 'desc',
): Promise<StatsRow[]> {
  const column = sql.raw(sortColumns[sort]);
  const direction = sql.raw(order === 'asc' ? 'asc' : 'desc');
  const result = await db.execute(sql`
    select * from (
      select u.id as user_id, u.email,
        (select a.nickname from interlocutor_applications a
          where a.user_id = u.id and a.status = 'approved' order by a.id desc limit 1) as nickname,
        (select count(*) from interlocutor_requests r
          where r.accepted_by = u.id and r.status in ('accepted', 'ended'))::int as conversations,
        (select count(*) from conversation_ratings c where c.rated_user_id = u.id
          and c.rated_as = 'interlocutor' and c.score is not null)::int as ratings_count,
        (select round(avg(c.score), 1) from conversation_ratings c where c.rated_user_id = u.id
          and c.rated_as = 'interlocutor') as average,
        (select count(*) from reports p where p.reported_user_id = u.id)::int as reports_count,
        (select coalesce(sum(e.amount), 0) from interlocutor_earnings e
          where e.user_id = u.id) as earnings,
        (select round(percentile_cont(0.5) within group (
            order by extract(epoch from r.resolved_at - r.created_at))::numeric, 1)
          from interlocutor_requests r
          where r.accepted_by = u.id and r.resolved_at is not null) as median_accept_seconds
      from users u
      where u.interlocutor_since is not null
    ) s
    order by ${column} ${direction} nulls last, user_id
    limit 500`);
  return rowsOf<StatsRow>(result);
}

/** The ratings at or below 2 with their words, per interlocutor (newest first, 5 each). */
async function selectLowRatings(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, TInterlocutorStatsRow['low_ratings']>();
  const rows = await db
    .select({
      userId: conversationRatings.ratedUserId,
      score: conversationRatings.score,
      comment: conversationRatings.comment,
      createdAt: conversationRatings.createdAt,
    })
    .from(conversationRatings)
    .where(
      and(
        inArray(conversationRatings.ratedUserId, userIds),
        isNotNull(conversationRatings.score),
        lte(conversationRatings.score, ratingRules.lowScoreMax),
      ),
    )
    .orderBy(desc(conversationRatings.id));
  const byUser = new Map<number, TInterlocutorStatsRow['low_ratings']>();
  for (const row of rows) {
    const list = byUser.get(row.userId!) ?? [];
    if (list.length < 5) {
      list.push({
        score: row.score!,
        comment: row.comment,
        created_at: row.createdAt.toISOString(),
      });
    }
    byUser.set(row.userId!, list);
  }
  return byUser;
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** Every interlocutor's row of the operators' view. */
export async function interlocutorStats(
  db: Executor,
  { sort, order }: { sort: TInterlocutorStatsSort; order: 'asc' | 'desc' },
): Promise<TInterlocutorStatsRow[]> {
  const rows = await selectStats(db, sort, order);
  const low = await selectLowRatings(
    db,
    rows.map((row) => Number(row.user_id)),
  );
  return rows.map((row) => ({
    user_id: Number(row.user_id),
    nickname: row.nickname,
    email: row.email,
    conversations: Number(row.conversations),
    ratings_count: Number(row.ratings_count),
    average: numberOrNull(row.average),
    low_ratings: low.get(Number(row.user_id)) ?? [],
    reports_count: Number(row.reports_count),
    earnings: Number(row.earnings),
    median_accept_seconds: numberOrNull(row.median_accept_seconds),
  }));
}
