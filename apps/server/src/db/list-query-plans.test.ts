import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumLedgerQuery } from '../modules/ledger/apply-balance-change';
import {
  selectActiveTopics,
  selectHighlightedOpenTopicsOfRoom,
  selectPlainOpenTopicsOfRoom,
} from '../modules/chat/topic-queries';
import { selectRoomsWithCounts } from '../modules/chat/room-queries';
import { topicReadingQuery } from '../modules/chat/message-read-queries';
import { selectDepositHistory } from '../modules/money/queries';
import type { DatabaseHandle } from './client';
import { openTestDatabase, testDatabaseKind } from '../test/test-database';

/**
 * Every list call's statement, explained by PostgreSQL on a data set large enough for the
 * planner to weigh indexes against scans (2 000 users, 20 000 topics, 200 000 messages, a
 * ledger row per paid message): none may read `messages`, `topics` or `ledger_entries`
 * with a sequential scan. The planner runs with its default settings (enable_seqscan on),
 * so a plan that passes here is the plan production gets on a table of this size or larger.
 * PGlite has no comparable planner statistics, so the file runs on PostgreSQL only.
 */
const watchedTables = new Set(['messages', 'topics', 'ledger_entries']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function sequentialScans(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' &&
    node['Relation Name'] &&
    watchedTables.has(node['Relation Name'])
      ? [node['Relation Name']]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)];
}

const users = 2_000;
const topics = 20_000;
const messages = 200_000;

async function seed(database: DatabaseHandle): Promise<void> {
  const db = database.db;
  await db.execute(sql`
    insert into users (email, password_hash, email_verified_at, balance)
    select 'plan-' || g || '@example.com', 'x', now(), 1000000 from generate_series(1, ${users}::int) g`);
  await db.execute(sql`
    insert into topics (room_id, user_id, guest_id, title, companion_name, is_closed)
    select (select array_agg(id) from rooms)[1 + g % (select count(*) from rooms)::int],
           u.id, case when g % 7 = 0 then v.id end, 'Plan topic ' || g, 'Mia', g % 10 = 0
    from generate_series(1, ${topics}::int) g
    join (select id, row_number() over (order by id) n from users where email like 'plan-%') u
      on u.n = 1 + g % ${users}::int
    join (select id, row_number() over (order by id) n from users where email like 'plan-%') v
      on v.n = 1 + (g + 1) % ${users}::int`);
  await db.execute(sql`
    insert into messages (topic_id, sender_id, content, cost, seq)
    select t.id, t.user_id, 'Message ' || g, 100, row_number() over (partition by t.id order by g)
    from generate_series(1, ${messages}::int) g
    join (select id, user_id, row_number() over (order by id) n from topics where title like 'Plan topic %') t
      on t.n = 1 + g % ${topics}::int`);
  await db.execute(sql`
    insert into ledger_entries (user_id, delta, balance_after, kind, reference)
    select sender_id, -cost, 1000000, 'message', 'message:' || id from messages`);
  await db.execute(sql`analyze`);
}

describe.skipIf(testDatabaseKind !== 'postgres')('list query plans on PostgreSQL', () => {
  let database: DatabaseHandle;
  let userId: number;
  let roomId: number;
  let topicId: number;
  let guestId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seed(database);
    const picked = await database.db.execute(sql`
      select t.id as topic_id, t.user_id, t.room_id, t.guest_id from topics t
      where t.title like 'Plan topic %' and not t.is_closed and t.guest_id is not null
      order by t.id limit 1`);
    const row = (
      picked as {
        rows: { topic_id: number; user_id: number; room_id: number; guest_id: number }[];
      }
    ).rows[0]!;
    ({ topic_id: topicId, user_id: userId, room_id: roomId, guest_id: guestId } = row);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  async function explain(query: { getSQL(): SQL }): Promise<string[]> {
    const result = await database.db.execute(sql`explain (format json) ${query.getSQL()}`);
    const rows = (result as { rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] }).rows;
    return sequentialScans(rows[0]!['QUERY PLAN'][0]!.Plan);
  }

  const cases: [string, () => { getSQL(): SQL }][] = [
    ['GET /api/rooms/index (open-topic counts)', () => selectRoomsWithCounts(database.db)],
    [
      'GET /api/topics/index (a room’s highlighted open topics)',
      () => selectHighlightedOpenTopicsOfRoom(database.db, { roomId, limit: 6 }),
    ],
    [
      'GET /api/topics/index (a room’s other open topics)',
      () => selectPlainOpenTopicsOfRoom(database.db, { roomId, limit: 6 }),
    ],
    [
      'GET /api/topics/active (own and guest topics)',
      () => selectActiveTopics(database.db, userId),
    ],
    [
      'GET /api/messages/index page 1, newest first, with the total',
      () =>
        topicReadingQuery(database.db, 'page-desc', {
          topicId,
          viewerId: userId,
          pageSize: 20,
          offset: 0,
          boundary: 0,
        }),
    ],
    [
      'GET /api/messages/index after a seq (catching up), as the guest',
      () =>
        topicReadingQuery(database.db, 'after-seq', {
          topicId,
          viewerId: guestId,
          pageSize: 20,
          offset: 0,
          boundary: 3,
        }),
    ],
    [
      'GET /api/messages/index after an id (catching up), as the guest',
      () =>
        topicReadingQuery(database.db, 'after', {
          topicId,
          viewerId: guestId,
          pageSize: 20,
          offset: 0,
          boundary: 100,
        }),
    ],
    [
      'GET /api/messages/index before an id (older)',
      () =>
        topicReadingQuery(database.db, 'before', {
          topicId,
          viewerId: userId,
          pageSize: 20,
          offset: 0,
          boundary: 150_000,
        }),
    ],
    ['ledger sum of a user (balance check)', () => sumLedgerQuery(database.db, userId)],
    ['deposit history', () => selectDepositHistory(database.db, userId, 20)],
  ];

  it.each(cases)('%s reads no watched table sequentially', async (_name, build) => {
    expect(await explain(build())).toEqual([]);
  });
});
