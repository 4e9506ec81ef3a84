import pg from 'pg';
import { hashPassword } from '../../apps/server/src/lib/password';
import { benchUserPassword } from '../database';

/**
 * The open-sockets bench's data: `users` signed-in users (each with a bearer token and a
 * topic of their own, as every open tab shows a chat), and `pairs` of them talking: the
 * topic of user 2p − 1 has user 2p in its guest seat. Seeded through SQL once per size and
 * reused; every run refreshes the tokens and reopens the topics.
 */
export interface SocketUser {
  n: number;
  id: number;
  token: string;
  /** The topic this user's open chat shows (its own, or the pair's for a guest). */
  topicId: number;
}

export interface SocketPair {
  owner: SocketUser;
  guest: SocketUser;
  topicId: number;
}

const startingBalanceCenti = 100_000_000;
export const socketToken = (n: number) => `socktoken-${n}-${'y'.repeat(24)}`;

async function seedUsers(client: pg.Client, users: number): Promise<void> {
  const present = await client.query<{ count: number }>(
    `select count(*)::int as count from users where email like 'sockseed-%@example.com'`,
  );
  const have = present.rows[0]?.count ?? 0;
  if (have >= users) return;
  console.log(`Seeding socket users ${have + 1}..${users} ...`);
  const passwordHash = await hashPassword(benchUserPassword);
  await client.query('begin');
  await client.query(
    `insert into users (email, name, password_hash, email_verified_at, balance)
     select 'sockseed-' || g || '@example.com', 'Sock ' || g, $1, now(), $2
     from generate_series($3::int, $4::int) g`,
    [passwordHash, startingBalanceCenti, have + 1, users],
  );
  await client.query(
    `insert into ledger_entries (user_id, delta, balance_after, kind, reference)
     select id, $1, $1, 'deposit', 'bench-seed' from users
     where email like 'sockseed-%@example.com'
       and split_part(split_part(email, '@', 1), '-', 2)::int between $2 and $3`,
    [startingBalanceCenti, have + 1, users],
  );
  await client.query(
    `with room as (select id from rooms order by position, id limit 1)
     insert into topics (room_id, user_id, title, chat_mode, companion_name)
     select room.id, u.id, 'Sock topic ' || split_part(split_part(u.email, '@', 1), '-', 2), 'human', 'Mia'
     from users u cross join room
     where u.email like 'sockseed-%@example.com'
       and split_part(split_part(u.email, '@', 1), '-', 2)::int between $1 and $2`,
    [have + 1, users],
  );
  await client.query(
    `insert into topic_terms_acceptances (topic_id, user_id)
     select t.id, t.user_id from topics t
     where t.title like 'Sock topic %'
       and split_part(t.title, ' ', 3)::int between $1 and $2`,
    [have + 1, users],
  );
  await client.query('commit');
  await client.query('vacuum analyze users, topics, topic_terms_acceptances, ledger_entries');
}

/** Seeds what is missing, then tokens, open topics and the pairs' guest seats. */
export async function prepareSockets(
  databaseUrl: string,
  options: { users: number; pairs: number },
): Promise<{ users: SocketUser[]; pairs: SocketPair[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await seedUsers(client, options.users);
    await client.query(
      `insert into api_tokens (token_hash, user_id, expires_at)
       select encode(sha256(convert_to('socktoken-' || n || '-' || repeat('y', 24), 'UTF8')), 'hex'),
              id, now() + interval '1 day'
       from (select id, split_part(split_part(email, '@', 1), '-', 2)::int as n
             from users where email like 'sockseed-%@example.com') u
       where n <= $1
       on conflict (token_hash) do update set expires_at = excluded.expires_at`,
      [options.users],
    );
    const rows = await client.query<{ n: number; id: number; topic_id: number }>(
      `select split_part(split_part(u.email, '@', 1), '-', 2)::int as n, u.id, t.id as topic_id
       from users u join topics t on t.user_id = u.id and t.title like 'Sock topic %'
       where u.email like 'sockseed-%@example.com'
       order by n`,
    );
    const byNumber = new Map(rows.rows.map((row) => [row.n, row]));
    const users: SocketUser[] = [];
    for (let n = 1; n <= options.users; n += 1) {
      const row = byNumber.get(n);
      if (!row) throw new Error(`no seeded socket user ${n}`);
      users.push({ n, id: row.id, token: socketToken(n), topicId: row.topic_id });
    }
    await client.query(
      `update topics set is_closed = false, closed_at = null, updated_at = now(),
                         guest_id = null, chat_mode = 'human'
       where title like 'Sock topic %'`,
    );
    const pairs: SocketPair[] = [];
    for (let p = 0; p < options.pairs; p += 1) {
      const owner = users[2 * p]!;
      const guest = users[2 * p + 1]!;
      await client.query(
        `update topics set guest_id = $2, last_guest_id = $2,
                guest_since_message_id = coalesce((select max(id) from messages), 0)
         where id = $1`,
        [owner.topicId, guest.id],
      );
      await client.query(
        `insert into topic_terms_acceptances (topic_id, user_id) values ($1, $2)
         on conflict do nothing`,
        [owner.topicId, guest.id],
      );
      guest.topicId = owner.topicId;
      pairs.push({ owner, guest, topicId: owner.topicId });
    }
    return { users, pairs };
  } finally {
    await client.end();
  }
}
