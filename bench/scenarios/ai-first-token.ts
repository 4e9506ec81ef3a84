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
import { makeTopic } from '../../apps/server/src/modules/chat/chat-testing';
import { startOpenAiStandIn } from '../../apps/server/src/modules/ai/openai-stand-in';
import { createApiToken } from '../../apps/server/src/plugins/auth/sessions';
import { createUser } from '../../apps/server/src/test/factories';
import { defineScenario } from '../scenario';

/** Concurrent AI topics written to at once (the budget is stated for 100; BENCH_AI_TOPICS overrides). */
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
 * A database of its own next to the bench's PostgreSQL (BENCH_DATABASE_URL, default the
 * local test server): the shared bench server must not sweep these jobs, as it has no Redis
 * to pass the frames on.
 */
async function ownDatabaseUrl(): Promise<string> {
  const shared = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `parlor_bench_ai_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: shared });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return url.toString();
}

interface Seat {
  topicId: number;
  token: string;
  /** Resolves the waiter of this topic's next reply frame with text. */
  onFrame?: (event: Extract<TRealtimeEvent, { type: 'message' }>) => void;
  /** Resolves when the reply in flight is stored (the topic is free again). */
  onStored?: () => void;
}

/**
 * Time from the POST of a message to the first streamed frame with text on the owner's
 * socket, with 100 AI topics written to concurrently, the reply interval 0 and a stand-in
 * OpenAI-compatible provider that sends its first token after 50 ms (budget: p50 ≤ 120 ms,
 * p99 ≤ 300 ms). Self-contained: it runs its own in-process server on its own database
 * (a fresh PostgreSQL database) pointed at the stand-in, since the shared bench
 * server runs the offline companion with the default 2–6 s interval.
 */
export const aiFirstToken = defineScenario({
  name: 'ai-first-token',
  description:
    'POST /api/messages/create → first streamed reply frame on the socket (100 AI conversations at once, each writing 1 s after the last reply; interval 0, provider first token after 50 ms)',
  connections: concurrentTopics,
  budget: { maxP50Ms: 120, maxP99Ms: 300 },
  setup: async () => {
    const standIn = await startOpenAiStandIn();
    standIn.setFallback({
      kind: 'stream',
      text: 'That sounds like a lot. What is on your mind the most right now?',
      firstTokenDelayMs: 50,
    });
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: path.join(os.tmpdir(), `parlor-bench-ai-${randomBytes(4).toString('hex')}`),
      DATABASE_URL: await ownDatabaseUrl(),
      LOG_LEVEL: 'warn',
      LOG_PRETTY: 'false',
      IP_LOOKUP_URL: 'off',
      AI_BASE_URL: standIn.baseUrl,
      RATE_LIMIT_CHAT_MESSAGES: '1000000',
    });
    const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 20 });
    await database.migrate();
    await seedDatabase(database.db, { demo: true });
    const app = await buildApp(config, { db: database.db });
    app.server.on('connection', (socket) => socket.unref());
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.reference.updateSetting('bot_reply_interval_min', 0);
    await app.reference.updateSetting('bot_reply_interval_max', 0);
    await app.reference.updateSetting('ai_replies_per_hour', 1_000_000);
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const baseUrl = `http://127.0.0.1:${address.port}`;

    // One topic per writer: each is a conversation of its own.
    const seats: Seat[] = [];
    for (let index = 0; index < concurrentTopics; index += 1) {
      const user = await createUser(app, { points: 100_000 });
      const topicId = await makeTopic(app, { ownerId: user.id });
      const token = await createApiToken(app.db, { userId: user.id, policy: config.session });
      const seat: Seat = { topicId, token };
      const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/ws`, {
        headers: { authorization: `Bearer ${token}` },
      });
      socket.once('upgrade', (answer) => answer.socket.unref());
      socket.on('message', (raw: Buffer) => {
        const event = JSON.parse(raw.toString()) as TRealtimeEvent;
        if (event.type !== 'message' || event.message.is_mine) return;
        if (event.message.is_typing && event.message.content) seat.onFrame?.(event);
        if (!event.message.is_typing) seat.onStored?.();
      });
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      seats.push(seat);
    }
    // Nothing here keeps the bench process alive once the runner is done.
    standIn.unref();
    app.server.unref();
    return { baseUrl, seats };
  },
  /**
   * The worker's topic: POST a message, time the first reply frame with text from the moment
   * the POST is sent (so the send itself counts), wait until the reply is stored, think, and
   * answer the measured time.
   */
  request: async (_context, state, _index, worker) => {
    const seat = state.seats[worker]!;
    const stored = new Promise<void>((resolve) => (seat.onStored = resolve));
    const firstFrame = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('no reply frame within 10 s')),
        frameTimeoutMs,
      );
      seat.onFrame = () => {
        clearTimeout(timer);
        resolve(performance.now());
      };
    });
    const sentAt = performance.now();
    const response = await fetch(`${state.baseUrl}/api/messages/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seat.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ topic_id: seat.topicId, content: 'Work was hard today' }),
    });
    if (response.status !== 200) throw new Error(`send answered ${response.status}`);
    try {
      const frameAt = await firstFrame;
      await stored;
      return frameAt - sentAt;
    } finally {
      seat.onFrame = undefined;
      seat.onStored = undefined;
      await new Promise((resolve) => setTimeout(resolve, thinkTimeMs));
    }
  },
});
