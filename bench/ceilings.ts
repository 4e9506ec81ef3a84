import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { pollTopics, type BenchData } from './database';
import { FastHttp } from './fast-http';
import { runLoad, type LoadOptions, type LoadResult } from './load';

/**
 * The ceilings a scenario is measured against, in the same run and with the same
 * concurrency: the send transaction and the poll queries issued straight to PostgreSQL
 * through `pg` (extended protocol, one client per worker), and a bare node:http JSON answer.
 */

async function withClients<T>(
  databaseUrl: string,
  count: number,
  use: (clients: pg.Client[]) => Promise<T>,
): Promise<T> {
  const clients = Array.from(
    { length: count },
    () => new pg.Client({ connectionString: databaseUrl }),
  );
  await Promise.all(clients.map((client) => client.connect()));
  try {
    return await use(clients);
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

const topicWithRoom = `
  select t.*, r.title as room_title, coalesce(u.channel_expire_at > now(), false) as owner_has_channel
  from topics t join rooms r on r.id = t.room_id join users u on u.id = t.user_id
  where t.id = $1`;

/** The statements of one paid message, as the server issues them, in one transaction. */
export function sendCeiling(
  databaseUrl: string,
  data: BenchData,
  options: LoadOptions,
): Promise<LoadResult> {
  return withClients(databaseUrl, options.connections, (clients) =>
    runLoad(options, async (index, worker) => {
      const client = clients[worker]!;
      const userId = data.userId(1 + worker);
      const topicId = data.topicId(1 + worker);
      const cost = 100;
      await client.query('begin');
      try {
        await client.query(`${topicWithRoom} for share of t`, [topicId]);
        await client.query(
          'select accepted_at from topic_terms_acceptances where topic_id = $1 and user_id = $2',
          [topicId, userId],
        );
        // The topic's next seq, as apps/server/src/modules/chat/store-message.ts takes it.
        const message = await client.query<{ id: string }>(
          `with message_seq as (
             insert into topic_sequences (topic_id, last_seq) values ($1, 1)
             on conflict (topic_id) do update set last_seq = topic_sequences.last_seq + 1
             returning last_seq
           )
           insert into messages (topic_id, sender_id, sender_kind, content, cost, seq)
           select $1, $2, 'user', $3, $4, last_seq from message_seq returning *`,
          [topicId, userId, `Ceiling message ${index}: how are you today?`, cost],
        );
        const locked = await client.query<{ balance: string }>(
          'select balance from users where id = $1 for update',
          [userId],
        );
        const balanceAfter = Number(locked.rows[0]!.balance) - cost;
        await client.query('update users set balance = $1 where id = $2', [balanceAfter, userId]);
        await client.query(
          `insert into ledger_entries (user_id, delta, balance_after, kind, reference)
           values ($1, $2, $3, 'message', $4)`,
          [userId, -cost, balanceAfter, `message:${message.rows[0]!.id}`],
        );
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    }),
  );
}

/** The topic check and page 1 (20 newest) with the total, as the server reads them. */
export function pollCeiling(
  databaseUrl: string,
  data: BenchData,
  options: LoadOptions,
): Promise<LoadResult> {
  return withClients(databaseUrl, options.connections, (clients) =>
    runLoad(options, async (_index, worker) => {
      const client = clients[worker]!;
      const topicId = data.topicId(pollTopics.first + (worker % pollTopics.count));
      await client.query(topicWithRoom, [topicId]);
      await client.query(
        'select * from messages where topic_id = $1 order by id desc limit $2 offset $3',
        [topicId, 20, 0],
      );
      await client.query('select count(*)::int as total from messages where topic_id = $1', [
        topicId,
      ]);
    }),
  );
}

const bareServerSource = `
const http = require('node:http');
const body = JSON.stringify({ status: 'OK', payload: { name: 'Parlor', ok: true } });
http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send && process.send('ready'));
`;

/** A bare node:http server answering a small JSON body, in its own process like the server. */
export async function bareHttpCeiling(port: number, options: LoadOptions): Promise<LoadResult> {
  const child: ChildProcess = spawn(process.execPath, ['-e', bareServerSource], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    });
    const http = new FastHttp(`http://127.0.0.1:${port}`, options.connections);
    try {
      return await runLoad(options, async () => {
        await http.expect(200, 'GET', '/');
      });
    } finally {
      http.close();
    }
  } finally {
    child.kill('SIGTERM');
  }
}
