import pg from 'pg';
import { hashPassword } from '../apps/server/src/lib/password';

/**
 * The bench's PostgreSQL database: created from the admin connection (BENCH_DATABASE_URL),
 * seeded through SQL (generate_series) once, and reused by later runs of the same size.
 */

export interface SeedSize {
  name: 'small' | 'full';
  users: number;
  topics: number;
  messages: number;
}

export const seedSizes: Record<SeedSize['name'], SeedSize> = {
  // Enough users for 1 000 idle sockets and the senders; quick to seed while iterating.
  small: { name: 'small', users: 3_200, topics: 3_200, messages: 100_000 },
  full: { name: 'full', users: 10_000, topics: 50_000, messages: 1_000_000 },
};

/** Seeded users' numbering: `benchseed-<n>@example.com`, n from 1. */
export const benchUserPassword = 'Bench-Pass-2026';
/** Every seeded user starts with 1 000 000 points (hundredths), one deposit ledger row. */
const startingBalanceCenti = 100_000_000;
/** Topics 65..128 (owned by users 65..128) hold 1 000 messages each: the poll targets. */
export const pollTopics = { first: 65, count: 64, messages: 1_000 };
/**
 * The send scenarios' topics (topic n is user n's): 1–64 in a person's mode with the seat
 * free (a send is its own statement's work), 129–138 AI topics (the companion answers).
 */
export const sendTopics = { first: 1, count: 64, aiFirst: 129, aiCount: 10 };
/** Users with a bearer token (`benchtoken-<n>`): senders, pollers, sockets, deliver pairs. */
const tokenUsers = 3_200;

export function benchToken(userNumber: number): string {
  return `benchtoken-${userNumber}-${'x'.repeat(24)}`;
}

export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Creates the bench database unless it exists (or drops it first with `fresh`). */
export async function ensureDatabase(
  adminUrl: string,
  database: string,
  fresh: boolean,
): Promise<'created' | 'reused'> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists "${database}" with (force)`);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount) return 'reused';
    await admin.query(`create database "${database}"`);
    return 'created';
  } finally {
    await admin.end();
  }
}

async function step(client: pg.Client, label: string, sql: string, values: unknown[] = []) {
  const started = performance.now();
  const result = await client.query(sql, values);
  console.log(
    `  seed: ${label} (${result.rowCount ?? 0} rows, ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

/** Temp tables numbering the seeded users and topics (n = 1, 2, ...), for this session. */
async function numberSeededRows(client: pg.Client): Promise<void> {
  await client.query(`
    create temp table if not exists bench_users as
      select id, split_part(split_part(email, '@', 1), '-', 2)::int as n, balance
      from users where email like 'benchseed-%@example.com'`);
  await client.query(`
    create temp table if not exists bench_topics as
      select t.id, split_part(t.title, ' ', 3)::int as g, t.user_id
      from topics t where t.title like 'Bench topic %'`);
}

/**
 * Seeds users (one argon2id hash shared by all: the bench password), their deposit ledger
 * rows, topics with their owners' terms acceptances, messages (half paid by the owner, half
 * from the AI companion) with a ledger row per paid message, and balances that equal the
 * sum of each user's ledger. Skipped when the data set is already there.
 */
export async function seedDatabase(databaseUrl: string, size: SeedSize): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const present = await client.query<{ count: number }>(
      `select count(*)::int as count from users where email like 'benchseed-%@example.com'`,
    );
    if ((present.rows[0]?.count ?? 0) >= size.users) return false;
    console.log(
      `Seeding ${size.users} users, ${size.topics} topics, ${size.messages} messages ...`,
    );
    const passwordHash = await hashPassword(benchUserPassword);
    await client.query('begin');
    await step(
      client,
      'users',
      `insert into users (email, name, password_hash, email_verified_at, balance)
       select 'benchseed-' || g || '@example.com', 'Bench ' || g, $1, now(), $2
       from generate_series(1, $3::int) g`,
      [passwordHash, startingBalanceCenti, size.users],
    );
    await numberSeededRows(client);
    await step(
      client,
      'deposit ledger rows',
      `insert into ledger_entries (user_id, delta, balance_after, kind, reference)
       select id, $1, $1, 'deposit', 'bench-seed' from bench_users order by n`,
      [startingBalanceCenti],
    );
    // Topic g belongs to user ((g - 1) % users) + 1; every tenth topic past the first
    // 5 000 is closed, as real rooms hold closed conversations too.
    await step(
      client,
      'topics',
      `with room_ids as (select array_agg(id order by position, id) as ids from rooms)
       insert into topics (room_id, user_id, title, companion_name, is_closed, closed_at)
       select room_ids.ids[1 + (g % cardinality(room_ids.ids))], u.id, 'Bench topic ' || g,
              'Mia', g > 5000 and g % 10 = 0, case when g > 5000 and g % 10 = 0 then now() end
       from generate_series(1, $1::int) g
       join bench_users u on u.n = ((g - 1) % $2::int) + 1
       cross join room_ids`,
      [size.topics, size.users],
    );
    await client.query('drop table bench_topics');
    await numberSeededRows(client);
    await step(
      client,
      'terms acceptances',
      `insert into topic_terms_acceptances (topic_id, user_id) select id, user_id from bench_topics`,
    );
    const pollMessages = pollTopics.count * pollTopics.messages;
    await step(
      client,
      'messages',
      `insert into messages (topic_id, sender_id, sender_kind, content, cost, seq)
       select t.id, case when i % 2 = 1 then t.user_id end,
              case when i % 2 = 1 then 'user' else 'ai' end,
              'Bench message ' || i || ': how was your day, and what are you reading?',
              case when i % 2 = 1 then 100 else 0 end,
              row_number() over (partition by t.id order by i)
       from (
         select i, case when i <= $1::int
                        then $2::int + (i - 1) / $3::int
                        else ((i - 1) % $4::int) + 1 end as g
         from generate_series(1, $5::int) i
       ) s
       join bench_topics t on t.g = s.g
       order by i`,
      [pollMessages, pollTopics.first, pollTopics.messages, size.topics, size.messages],
    );
    // Each topic's counter continues after its seeded messages, as store-message.ts expects.
    await step(
      client,
      'topic sequences',
      `insert into topic_sequences (topic_id, last_seq)
       select topic_id, max(seq) from messages group by topic_id`,
    );
    await step(
      client,
      'message ledger rows',
      `insert into ledger_entries (user_id, delta, balance_after, kind, reference, created_at)
       select m.sender_id, -m.cost,
              $1 - sum(m.cost) over (partition by m.sender_id order by m.id),
              'message', 'message:' || m.id, m.created_at
       from messages m join bench_topics t on t.id = m.topic_id
       where m.cost > 0 order by m.id`,
      [startingBalanceCenti],
    );
    await step(
      client,
      'balances',
      `update users u set balance = $1 - spent.total
       from (select sender_id, sum(cost) as total from messages
             where cost > 0 and sender_id in (select id from bench_users) group by sender_id) spent
       where u.id = spent.sender_id`,
      [startingBalanceCenti],
    );
    await client.query('commit');
    // As autovacuum leaves a live database: statistics, and the visibility map that lets
    // counts read an index alone (a fresh bulk load has none, so every count visits the heap).
    await step(client, 'vacuum analyze', 'vacuum analyze');
    // The load writes hundreds of megabytes of WAL, which starts a checkpoint PostgreSQL spreads
    // over minutes (checkpoint_completion_target): its writes would land in the first
    // scenarios' figures. An explicit one finishes it now.
    await step(client, 'checkpoint', 'checkpoint').catch((error: unknown) => {
      console.warn(
        `  seed: no checkpoint (${error instanceof Error ? error.message : String(error)})`,
      );
    });
    return true;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

export interface BenchData {
  /** Database ids by seeded number (users and topics both count from 1). */
  userId(n: number): number;
  topicId(g: number): number;
  token(n: number): string;
  email(n: number): string;
}

/**
 * Prepares a seeded database for a run: bearer tokens for the bench users, the scenario
 * topics open and recently active (so the idle-topic closer leaves them be), and answers
 * the id maps.
 */
export async function prepareRun(databaseUrl: string): Promise<BenchData> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await numberSeededRows(client);
    await client.query(
      `insert into api_tokens (token_hash, user_id, expires_at)
       select encode(sha256(convert_to('benchtoken-' || n || '-' || repeat('x', 24), 'UTF8')), 'hex'),
              id, now() + interval '1 day'
       from bench_users where n <= $1
       on conflict (token_hash) do update set expires_at = excluded.expires_at`,
      [tokenUsers],
    );
    await client.query(
      `update topics set is_closed = false, closed_at = null, updated_at = now()
       where id in (select id from bench_topics where g <= 200)`,
    );
    await client.query(
      `update topics set chat_mode = case when t.g < $3 then 'human' else 'ai' end, guest_id = null
       from bench_topics t
       where topics.id = t.id and (t.g between $1 and $2 or t.g between $3 and $4)`,
      [
        sendTopics.first,
        sendTopics.first + sendTopics.count - 1,
        sendTopics.aiFirst,
        sendTopics.aiFirst + sendTopics.aiCount - 1,
      ],
    );
    const users = await client.query<{ id: number; n: number }>('select id, n from bench_users');
    const topics = await client.query<{ id: number; g: number }>('select id, g from bench_topics');
    const userIds = new Map(users.rows.map((row) => [row.n, row.id]));
    const topicIds = new Map(topics.rows.map((row) => [row.g, row.id]));
    const lookup = (map: Map<number, number>, what: string) => (n: number) => {
      const id = map.get(n);
      if (id === undefined) throw new Error(`no seeded ${what} number ${n}`);
      return id;
    };
    return {
      userId: lookup(userIds, 'user'),
      topicId: lookup(topicIds, 'topic'),
      token: benchToken,
      email: (n) => `benchseed-${n}@example.com`,
    };
  } finally {
    await client.end();
  }
}
