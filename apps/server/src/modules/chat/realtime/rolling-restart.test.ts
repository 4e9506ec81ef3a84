import {
  ZRealtimeEventSchema,
  type TMessage,
  type TMessagesPage,
  type TRealtimeEvent,
} from '@parlor/contracts';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../db/schema';
import type { TestClient } from '../../../test/test-client';
import {
  hasSharedInfrastructure,
  startTwoInstances,
  type TwoInstances,
} from '../../../test/two-instances-testing';
import {
  browserHeaders,
  conversation,
  openSocket,
  wsUrl,
  type TestSocket,
} from '../../../test/chat-testing';

/**
 * A rolling restart loses no message. Owner on instance 1, guest on instance 2, both
 * writing while instance 1 stops and starts again on its port; each page keeps what the web
 * client keeps (frames and answers merged by id, a catch-up by `after_seq` on every `ready`,
 * `resync` and frame that skips a seq) and ends up with every stored message exactly once,
 * in seq order. It found three holes: a send in flight while the instance stopped was stored
 * but its frame never published (the other page waited forever — the web client now catches
 * up on a seq missing below a message it holds); that check first looked only at whether a
 * frame skipped the highest seq held, which the page's own send's answer could already have
 * passed, hiding the hole (a CI run lost one message so); and a socket closed before `ready`
 * (1011, subscribe failed on the starting instance) hung openSocket (it now rejects, and the
 * page reconnects).
 */

const catchUpPageSize = 100;

/** Resolves when `open` says so; `wait` again after `close` waits for the next open. */
function gate() {
  let release: () => void = () => undefined;
  let opened = Promise.resolve();
  return {
    wait: () => opened,
    close() {
      opened = new Promise((resolve) => (release = resolve));
    },
    open: () => release(),
  };
}

/** One participant's chat page, as the web client keeps it. */
class ChatPage {
  /** The page's list: every message it got, by id (a second copy replaces the first). */
  readonly shown = new Map<number, TMessage>();
  /** The highest `seq` a server read returned (frames never move it). */
  private cursor = 0;
  /** The highest seq held when the page last looked for a missing one. */
  private gapCheckedSeq = 0;
  private socket: TestSocket | undefined;
  private isLeaving = false;
  private connecting: Promise<void> = Promise.resolve();
  reconnects = 0;
  /** Reads that failed (none should). */
  readonly failures: unknown[] = [];

  constructor(
    private readonly topicId: number,
    /** The page's HTTP client on the instance that serves it now. */
    private readonly http: () => TestClient,
    /** The WebSocket URL of that instance. */
    private readonly url: () => string,
    /** Resolves while that instance serves (a restart closes it for a while). */
    private readonly isServing: () => Promise<void> = () => Promise.resolve(),
  ) {}

  /** Messages in the order the page shows them. */
  list(): TMessage[] {
    return [...this.shown.values()].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  }

  open(): Promise<void> {
    this.connecting = this.connect();
    return this.connecting;
  }

  async leave(): Promise<void> {
    this.isLeaving = true;
    await this.connecting;
    await this.socket?.close();
  }

  /** Sends with a client key, again with the same key until an answer comes (the outbox). */
  async send(content: string): Promise<void> {
    const key = randomUUID();
    for (let attempt = 0; attempt < 100; attempt += 1) {
      await this.isServing();
      try {
        const res = await this.http().post(
          '/api/messages/create',
          { topic_id: this.topicId, content },
          { 'Idempotency-Key': key },
        );
        if (res.statusCode === 200) {
          this.merge([res.payload<{ message: TMessage }>().message]);
          this.followGaps();
          return;
        }
      } catch {
        // The instance went away under the request: try again with the same key.
      }
    }
    throw new Error(`"${content}" was never answered`);
  }

  private merge(batch: readonly TMessage[]) {
    for (const message of batch) {
      if (message.topic_id === this.topicId && !message.is_typing)
        this.shown.set(message.id, message);
    }
  }

  /** A read, again once the instance serves if it went away under the request (as a send). */
  private async read(query: Record<string, number>) {
    for (let attempt = 0; ; attempt += 1) {
      await this.isServing();
      try {
        return await this.http().get('/api/messages/index', query);
      } catch (error) {
        if (attempt >= 100) throw error;
      }
    }
  }

  private async catchUp() {
    for (;;) {
      const res = await this.read({
        topic_id: this.topicId,
        after_seq: this.cursor,
        page_size: catchUpPageSize,
      });
      if (res.statusCode !== 200) throw new Error(`catch-up answered ${res.statusCode}`);
      const page = res.payload<TMessagesPage>().data;
      this.merge(page);
      const next = Math.max(this.cursor, ...page.map((message) => message.seq ?? 0));
      if (page.length < catchUpPageSize || next === this.cursor) return;
      this.cursor = next;
    }
  }

  private onEvent(event: TRealtimeEvent) {
    if (event.type === 'ready' || event.type === 'resync') void this.catchUpLogged();
    else if (event.type === 'message') {
      this.merge([event.message]);
      this.followGaps();
    }
  }

  /**
   * A seq missing above the cursor below a message held — from a frame or from this page's
   * own send's answer — was lost (stored by an instance that stopped before publishing it):
   * fetch it, as the web client does (missesSeqAfter), once per new highest seq.
   */
  private followGaps() {
    const held = new Set<number>();
    let highest = this.cursor;
    for (const message of this.shown.values()) {
      const seq = message.seq ?? 0;
      if (seq <= this.cursor) continue;
      held.add(seq);
      highest = Math.max(highest, seq);
    }
    if (highest <= this.gapCheckedSeq) return;
    this.gapCheckedSeq = highest;
    for (let seq = this.cursor + 1; seq < highest; seq += 1) {
      if (!held.has(seq)) return void this.catchUpLogged();
    }
  }

  private catchUpLogged() {
    this.connecting = this.connecting
      .then(() => this.catchUp())
      .catch((error: unknown) => void this.failures.push(error));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    // Refused while the instance is down: try again, as the web client's reconnect does.
    for (let attempt = 0; ; attempt += 1) {
      try {
        this.socket = await openSocket(this.url(), browserHeaders(this.http()));
        break;
      } catch (error) {
        if (attempt >= 600) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const socket = this.socket;
    // `ready` came already (openSocket waits for it): catch up, then follow the frames.
    for (const event of socket.events) this.onEvent(event);
    socket.socket.on('message', (data: WebSocket.RawData) => {
      const text = Buffer.isBuffer(data) ? data.toString() : '{}';
      const parsed = ZRealtimeEventSchema.safeParse(JSON.parse(text));
      if (parsed.success) this.onEvent(parsed.data);
    });
    socket.socket.once('close', () => {
      if (this.isLeaving) return;
      this.reconnects += 1;
      this.connecting = this.connecting
        .then(() => this.connect())
        .catch((error: unknown) => void this.failures.push(error));
    });
  }
}

describe.runIf(hasSharedInfrastructure)('a rolling restart of instance 1', () => {
  let instances: TwoInstances | undefined;

  beforeAll(async () => {
    instances = await startTwoInstances({
      env: { RATE_LIMIT_CHAT_MESSAGES: '1000' },
      listen: { a: true, b: true },
    });
  });
  afterAll(() => instances?.close());

  it('while both write: both pages hold every stored message exactly once, in seq order', async () => {
    const pair = instances!;
    const { topicId, ownerClient, guestClient } = await conversation(pair.a.app, {
      points: 1000,
    });
    const instance1 = gate();
    const ownerPage = new ChatPage(
      topicId,
      () => ownerClient.sameBrowserOn(pair.a.app),
      () => wsUrl(pair.a.app),
      instance1.wait,
    );
    const guestOnB = guestClient.sameBrowserOn(pair.b.app);
    const guestPage = new ChatPage(
      topicId,
      () => guestOnB,
      () => wsUrl(pair.b.app),
    );
    await Promise.all([ownerPage.open(), guestPage.open()]);

    const perSide = 30;
    let guestSent = 0;
    const guestSentReaches = async (count: number) => {
      while (guestSent < count) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    let ownerSent = 0;
    const writing = Promise.all([
      (async () => {
        for (let index = 0; index < perSide; index += 1) {
          await ownerPage.send(`owner-${index}`);
          ownerSent += 1;
        }
      })(),
      (async () => {
        for (let index = 0; index < perSide; index += 1) {
          await guestPage.send(`guest-${index}`);
          guestSent += 1;
        }
      })(),
    ]);

    // Restart instance 1 mid-conversation; the guest goes on writing while it is down.
    await guestSentReaches(10);
    instance1.close();
    const downAt = guestSent;
    await pair.restartA(() => guestSentReaches(downAt + 5));
    instance1.open();
    await writing;
    expect([ownerSent, guestSent]).toEqual([perSide, perSide]);
    expect(ownerPage.reconnects).toBeGreaterThanOrEqual(1);

    const stored = await pair.a.app.db
      .select({ id: messages.id, seq: messages.seq })
      .from(messages)
      .where(eq(messages.topicId, topicId))
      .orderBy(asc(messages.seq));
    // Every send stored once (a retried key answered the first result).
    expect(stored).toHaveLength(2 * perSide);
    expect(stored.map((row) => row.seq)).toEqual(stored.map((_, index) => index + 1));

    // The last frames may still be on their way: wait until each page has as many.
    for (const page of [ownerPage, guestPage]) {
      await expect.poll(() => page.shown.size, { timeout: 15_000 }).toBe(stored.length);
      const list = page.list();
      expect(list.map((message) => message.id)).toEqual(stored.map((row) => row.id));
      expect(list.map((message) => message.seq)).toEqual(stored.map((row) => row.seq));
      expect(page.failures).toEqual([]);
    }
    await Promise.all([ownerPage.leave(), guestPage.leave()]);
  });
});
