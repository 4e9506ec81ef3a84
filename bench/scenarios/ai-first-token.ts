import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { TRealtimeEvent } from '@parlor/contracts';
import pg from 'pg';
import WebSocket from 'ws';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDatabase } from '../../apps/server/src/db/seed';
import { makeTopic } from '../../apps/server/src/test/chat-testing';
import { storeLongConversation } from '../../apps/server/src/test/memory-testing';
import { startOpenAiStandIn } from '../../apps/server/src/test/openai-stand-in';
import { createApiToken } from '../../apps/server/src/plugins/auth/sessions';
import { createUser } from '../../apps/server/src/test/factories-testing';
import { dropOwnDatabase, ownDatabase } from '../own-database';
import { defineScenario } from '../scenario';
import { freePort, startServer, stopServer } from '../server-process';

/** Concurrent AI topics written to at once (the issue's budget is stated for 100; BENCH_AI_TOPICS overrides). */
const concurrentTopics = Number(process.env.BENCH_AI_TOPICS ?? 100);
/** A reply frame that does not come within this counts as an error (never a hung bench). */
const frameTimeoutMs = 10_000;
/**
 * Each topic's owner writes again this long after the companion's reply is stored (faster
 * than anybody reads and types), so 100 conversations run at once rather than one queue of
 * messages sent as fast as the machine takes them.
 */
const thinkTimeMs = Number(process.env.BENCH_AI_THINK_MS ?? 1000);
/**
 * Messages already stored in each topic before the first exchange (BENCH_AI_HISTORY, e.g.
 * 500): the prompt is then the persona, the rolling summary and as many recent messages as
 * the token budget takes (the history limit is raised to match), as in a long conversation.
 */
const historyLength = Number(process.env.BENCH_AI_HISTORY ?? 0);

/**
 * The owner's next message: a different text each time, as people write (the repeat rule
 * refuses the same text sent again and again).
 */
let messagesWritten = 0;
const nextMessage = () => {
  messagesWritten += 1;
  return `Work was hard today, and this is what I keep thinking about (${messagesWritten})`;
};

/** How long the set-up waits for the stored histories' summaries at most. */
const summariesTimeoutMs = 180_000;

/**
 * Waits until no topic summary is due or being written. A topic that reached 500 messages
 * through its replies has its summary kept up to date as it grew; the histories the set-up
 * stores at once have none, and summarising 100 of them (three provider calls each) is a
 * one-off catch-up — measured, it ran in the background of the measured replies. Answers
 * how long the catch-up took.
 */
async function awaitSummariesWritten(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    for (;;) {
      const { rows } = await client.query<{ open: number }>(
        'select count(*)::int as open from topic_memories where due_at is not null or claim_token is not null',
      );
      const open = rows[0]?.open ?? 0;
      if (open === 0) return performance.now() - started;
      if (performance.now() - started > summariesTimeoutMs) {
        throw new Error(`${open} topic summaries still unwritten after the set-up's wait`);
      }
      await sleep(250);
    }
  } finally {
    await client.end();
  }
}

interface Seat {
  topicId: number;
  token: string;
  /** Resolves the waiter of this topic's next reply frame with text. */
  onFrame?: (event: Extract<TRealtimeEvent, { type: 'message' }>) => void;
  /** Resolves when the reply in flight is stored (the topic is free again). */
  onStored?: () => void;
  /** Whether this conversation has begun (the first message waits for its turn). */
  hasStarted?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Conversations begin spread over one think time, as people's do, rather than all in the
 * same millisecond (a burst no real audience sends).
 */
const staggeredStart = (index: number, count: number) => sleep((index * thinkTimeMs) / count);

/**
 * POSTs a message to the seat's topic and answers the time from sending it (so the send
 * itself counts) to the first reply frame with text; resolves once the reply is stored.
 */
async function exchange(baseUrl: string, seat: Seat): Promise<number> {
  const stored = new Promise<void>((resolve) => (seat.onStored = resolve));
  let timer: NodeJS.Timeout | undefined;
  const firstFrame = new Promise<number>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error('no reply frame within 10 s')), frameTimeoutMs);
    seat.onFrame = () => resolve(performance.now());
  });
  // A failed send rejects below; the frame's own timeout must not surface as well.
  firstFrame.catch(() => undefined);
  const sentAt = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/messages/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seat.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ topic_id: seat.topicId, content: nextMessage() }),
    });
    if (response.status !== 200) throw new Error(`send answered ${response.status}`);
    const frameAt = await firstFrame;
    await stored;
    return frameAt - sentAt;
  } finally {
    clearTimeout(timer);
    seat.onFrame = undefined;
    seat.onStored = undefined;
  }
}

/**
 * Time from the POST of a message to the first streamed frame with text on the owner's
 * socket, with 100 AI topics written to concurrently, the reply interval 0 and a stand-in
 * OpenAI-compatible provider that sends its first token after 50 ms (budget: p50 ≤ 120 ms,
 * p99 ≤ 300 ms). Self-contained: it starts its own server process on its own database
 * (a fresh PostgreSQL database) pointed at the stand-in, since the shared bench
 * server runs the offline companion with the default 2–6 s interval.
 */
export const aiFirstToken = defineScenario({
  name: 'ai-first-token',
  description: `POST /api/messages/create → first streamed reply frame on the socket (${concurrentTopics} AI conversations at once, begun over 1 s after one warm-up exchange each, each writing 1 s after the last reply; interval 0, provider first token after 50 ms${historyLength > 0 ? `; ${historyLength} messages stored in each topic before` : ''})`,
  connections: concurrentTopics,
  budget: { maxP50Ms: 120, maxP99Ms: 300 },
  setup: async (context) => {
    const standIn = await startOpenAiStandIn();
    standIn.setFallback({
      kind: 'stream',
      text: 'That sounds like a lot. What is on your mind the most right now?',
      firstTokenDelayMs: 50,
    });
    const { url: databaseUrl, name: databaseName } = await ownDatabase('ai');
    const dataDir = path.join(os.tmpdir(), `parlor-bench-ai-${randomBytes(4).toString('hex')}`);
    const env = {
      LOG_LEVEL: 'warn',
      AI_BASE_URL: standIn.baseUrl,
      RATE_LIMIT_CHAT_MESSAGES: '1000000',
    };
    // Set-up through the server's own code in this process: schema, settings, users, topics.
    const config = loadConfig({
      ...process.env,
      ...env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_PRETTY: 'false',
    });
    const database = await openDatabase({ databaseUrl, poolSize: 4 });
    await database.migrate();
    await seedDatabase(database.db, { demo: true });
    const setupApp = await buildApp(config, { db: database.db });
    await setupApp.ready();
    await setupApp.reference.updateSetting('bot_reply_interval_min', 0);
    await setupApp.reference.updateSetting('bot_reply_interval_max', 0);
    await setupApp.reference.updateSetting('ai_replies_per_hour', 1_000_000);
    if (historyLength > 0) {
      await setupApp.reference.updateSetting('bot_conversation_history_limit', historyLength);
    }
    const owners: { topicId: number; token: string }[] = [];
    for (let index = 0; index < concurrentTopics; index += 1) {
      const user = await createUser(setupApp, { points: 100_000 });
      const topicId = await makeTopic(setupApp, { ownerId: user.id });
      await storeLongConversation(setupApp, {
        topicId,
        ownerId: user.id,
        count: historyLength,
        contentOf: (n) =>
          `Earlier message ${n}: about work, my manager and how tired I feel in the evenings.`,
      });
      const { token } = await createApiToken(setupApp.db, {
        userId: user.id,
        deviceName: 'bench',
        days: config.apiTokenDays,
      });
      owners.push({ topicId, token });
    }
    await setupApp.close();
    await database.close();

    // The measured server runs as its own process, as in production (load stays outside it).
    const port = await freePort();
    const server = await startServer({
      port,
      dataDir,
      databaseUrl,
      env,
      cpuProfileDir: context.cpuProfileDir,
    });
    const baseUrl = `http://127.0.0.1:${port}`;

    // One topic per writer: each is a conversation of its own.
    const seats: Seat[] = [];
    const sockets: WebSocket[] = [];
    for (const { topicId, token } of owners) {
      const seat: Seat = { topicId, token };
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, {
        headers: { authorization: `Bearer ${token}` },
      });
      socket.on('message', (raw: Buffer) => {
        const event = JSON.parse(raw.toString()) as TRealtimeEvent;
        if (event.type !== 'message' || event.message.is_mine) return;
        if (event.message.is_typing && event.message.content) seat.onFrame?.(event);
        if (!event.message.is_typing) seat.onStored?.();
      });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      sockets.push(socket);
      seats.push(seat);
    }
    // Warm-up, not measured: every conversation's first exchange meets a cold process (its
    // pool's connections, the provider's keep-alive sockets, code not yet optimised), which
    // the shared bench server has long been through when its scenarios run.
    await Promise.all(
      seats.map(async (seat, index) => {
        await staggeredStart(index, seats.length);
        await exchange(baseUrl, seat);
      }),
    );
    let summariesInSetup = 0;
    if (historyLength > 0) {
      const waitedMs = await awaitSummariesWritten(databaseUrl);
      summariesInSetup = standIn.summaries().length;
      console.log(
        `  ai-first-token: the stored histories' summaries (${summariesInSetup} provider calls) were written ${(waitedMs / 1000).toFixed(1)} s after the warm-up, before the measurement`,
      );
    }
    const repliesInSetup = standIn.completions().length;
    return {
      baseUrl,
      seats,
      sockets,
      server,
      standIn,
      databaseName,
      repliesInSetup,
      summariesInSetup,
    };
  },
  measuredServer: (state) => ({ pid: state.server.pid ?? 0, databaseName: state.databaseName }),
  warmsUpInSetup: true,
  /**
   * The worker's conversation: its first message waits for its turn, then one exchange
   * (timed) and a think time.
   */
  request: async (_context, state, _index, worker) => {
    const seat = state.seats[worker]!;
    if (!seat.hasStarted) {
      seat.hasStarted = true;
      await staggeredStart(worker, state.seats.length);
    }
    try {
      return await exchange(state.baseUrl, seat);
    } finally {
      await sleep(thinkTimeMs);
    }
  },
  teardown: async (_context, state) => {
    // The provider's work after the set-up (the measurement and the warm-up requests before
    // it): summaries are background work the replies share the cores with.
    console.log(
      `  ai-first-token: after the set-up, the stand-in was asked ${state.standIn.completions().length - state.repliesInSetup} replies and ${state.standIn.summaries().length - state.summariesInSetup} summaries`,
    );
    for (const socket of state.sockets) socket.terminate();
    await stopServer(state.server);
    await state.standIn.close();
    await dropOwnDatabase(state.databaseName);
  },
});
