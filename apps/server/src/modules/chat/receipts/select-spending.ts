import { centiToPoints, spendingGroupsShown, type TSpendingGroup } from '@parlor/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { ledgerEntries, messages, topics } from '../../../db/schema';

interface SpendingRow {
  day: string | Date;
  topic_id: number | null;
  title: string | null;
  messages: number | string;
  spent: number | string;
  listener: number | string;
}

/**
 * "Where your points went": the user's message debits grouped per topic
 * and per day of their clock (`utcOffsetMinutes` east of UTC), newest day first, the dearest
 * topic first within a day. Read from the ledger (what was paid, also for conversations
 * since deleted) joined to the message by the ledger's `message:<id>` reference for its
 * topic and the listener's share; a debit whose message is gone is grouped under no topic.
 * The day is taken from the UTC instant, never from the session's time zone.
 */
export async function selectSpending(
  db: Executor,
  { userId, utcOffsetMinutes }: { userId: number; utcOffsetMinutes: number },
): Promise<TSpendingGroup[]> {
  const result = await db.execute(sql`
    select ((l.created_at at time zone 'UTC') + make_interval(mins => ${utcOffsetMinutes}::int))
             ::date::text as day,
           m.topic_id, t.title,
           count(*)::int as messages,
           (-sum(l.delta))::bigint as spent,
           coalesce(sum(m.listener_share), 0)::bigint as listener
    from ${ledgerEntries} l
    left join ${messages} m
      on m.id = (case when l.reference like 'message:%' then substr(l.reference, 9)::bigint end)
     and m.sender_id = l.user_id
    left join ${topics} t on t.id = m.topic_id
    where l.user_id = ${userId} and l.account = 'points' and l.kind = 'message'
    group by 1, 2, 3
    order by 1 desc, 5 desc, 2
    limit ${spendingGroupsShown}
  `);
  return rowsOf<SpendingRow>(result).map((row) => ({
    day: String(row.day).slice(0, 10),
    topic_id: row.topic_id === null ? null : Number(row.topic_id),
    title: row.topic_id === null ? null : row.title,
    messages: Number(row.messages),
    points: centiToPoints(Number(row.spent)),
    listener_points: centiToPoints(Number(row.listener)),
  }));
}
