import WebSocket from 'ws';
import { defineScenario } from '../scenario';

const idleSockets = 1_000;
/** Seeded users 2001..3000 hold the idle sockets; pairs are owners 3001.., guests 3101... */
const idleFirstUser = 2_001;
const ownerFirstUser = 3_001;
const guestFirstUser = 3_101;
const pairs = 10;

interface Pair {
  ownerToken: string;
  topicId: number;
  socket: WebSocket;
  /** Resolves the message in flight when its frame reaches the guest. */
  waiting: (() => void) | undefined;
}

interface DeliverState {
  pairs: Pair[];
  idle: WebSocket[];
}

function openSocket(baseUrl: string, token: string): Promise<WebSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/ws`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`socket refused with ${response.statusCode}`)),
    );
  });
}

/**
 * Push latency: from sending `POST /api/messages/create` as a human topic's owner to the
 * `message` frame on the guest's WebSocket, while 1 000 other signed-in users keep idle
 * sockets open. Each worker drives its own pair, one message in flight at a time.
 */
export const deliver = defineScenario<DeliverState>({
  name: 'deliver',
  description: `POST → frame on the guest's WebSocket, ${idleSockets} idle sockets, ${pairs} pairs`,
  connections: pairs,
  budget: { maxP50Ms: 30, maxP99Ms: 150 },
  setup: async (context) => {
    const idle: WebSocket[] = [];
    for (let start = 0; start < idleSockets; start += 50) {
      const batch = Array.from({ length: Math.min(50, idleSockets - start) }, (_, i) =>
        openSocket(context.baseUrl, context.data.token(idleFirstUser + start + i)),
      );
      idle.push(...(await Promise.all(batch)));
    }
    const opened: Pair[] = [];
    for (let p = 0; p < pairs; p += 1) {
      const owner = context.data.userId(ownerFirstUser + p);
      const guest = context.data.userId(guestFirstUser + p);
      const topic = await context.sql.query<{ id: number }>(
        `insert into topics (room_id, user_id, guest_id, last_guest_id, guest_since_message_id,
                             title, chat_mode, companion_name)
         values ((select id from rooms order by position, id limit 1), $1, $2, $2, 0,
                 'Bench deliver ' || $3::int, 'human', 'Mia')
         returning id`,
        [owner, guest, p],
      );
      const topicId = topic.rows[0]!.id;
      await context.sql.query(
        'insert into topic_terms_acceptances (topic_id, user_id) values ($1, $2)',
        [topicId, owner],
      );
      const pair: Pair = {
        ownerToken: context.data.token(ownerFirstUser + p),
        topicId,
        socket: await openSocket(context.baseUrl, context.data.token(guestFirstUser + p)),
        waiting: undefined,
      };
      pair.socket.on('message', (data: Buffer) => {
        const frame = JSON.parse(data.toString('utf8')) as { type?: string; topic_id?: number };
        if (frame.type === 'message' && frame.topic_id === topicId) {
          const resolve = pair.waiting;
          pair.waiting = undefined;
          resolve?.();
        }
      });
      opened.push(pair);
    }
    return { pairs: opened, idle };
  },
  request: async (context, state, index, worker) => {
    const pair = state.pairs[worker % state.pairs.length]!;
    const delivered = new Promise<void>((resolve, reject) => {
      pair.waiting = resolve;
      setTimeout(() => reject(new Error('no frame within 5 s')), 5_000).unref();
    });
    await context.http.expect(200, 'POST', '/api/messages/create', {
      token: pair.ownerToken,
      body: { topic_id: pair.topicId, content: `Delivery check ${index}, are you there?` },
    });
    await delivered;
  },
  teardown: async (context, state) => {
    for (const socket of [...state.idle, ...state.pairs.map((pair) => pair.socket)])
      socket.terminate();
    await context.sql.query(
      `update topics set is_closed = true, closed_at = now() where title like 'Bench deliver %' and not is_closed`,
    );
  },
});
