import type { IncomingHttpHeaders } from 'node:http';
import { ZRealtimeEventSchema, type TRealtimeEvent } from '@parlor/contracts';
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { rooms, topicTermsAcceptances, topics } from '../db/schema';
import { createUser, signedInClient } from './factories-testing';
import { testOrigin, type TestClient } from './test-client';

/** Test helpers of the chat module: topics made directly, and a WebSocket client. */

export async function roomIds(app: FastifyInstance): Promise<number[]> {
  const rows = await app.db.select({ id: rooms.id }).from(rooms).orderBy(asc(rooms.position));
  return rows.map((row) => row.id);
}

/** Closes every open topic (the demo topics too), so a test starts from empty rooms. */
export async function closeEveryTopic(app: FastifyInstance): Promise<void> {
  await app.db
    .update(topics)
    .set({ isClosed: true, closedAt: sql`now()` })
    .where(sql`${topics.isClosed} = false`);
}

/**
 * A topic written straight to the database (creation itself is tested through HTTP). Its
 * owner and guest have accepted its rules unless `termsAccepted` is false.
 */
export async function makeTopic(
  app: FastifyInstance,
  options: {
    ownerId: number;
    roomId?: number;
    title?: string;
    guestId?: number | null;
    chatMode?: 'ai' | 'human';
    isHighlighted?: boolean;
    isClosed?: boolean;
    closedAt?: Date;
    createdAt?: Date;
    /** Defaults to `createdAt` (a topic nobody joined or changed since). */
    updatedAt?: Date;
    termsAccepted?: boolean;
  },
): Promise<number> {
  const roomId = options.roomId ?? (await roomIds(app))[0]!;
  const [row] = await app.db
    .insert(topics)
    .values({
      roomId,
      userId: options.ownerId,
      guestId: options.guestId ?? null,
      lastGuestId: options.guestId ?? null,
      title: options.title ?? 'A topic',
      chatMode: options.chatMode ?? (options.guestId ? 'human' : 'ai'),
      companionName: 'Luna',
      isHighlighted: options.isHighlighted ?? false,
      isClosed: options.isClosed ?? false,
      closedAt: options.closedAt ?? (options.isClosed ? new Date() : null),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      ...(options.updatedAt || options.createdAt
        ? { updatedAt: options.updatedAt ?? options.createdAt }
        : {}),
    })
    .returning({ id: topics.id });
  const topicId = row!.id;
  if (options.termsAccepted !== false) {
    const people = [options.ownerId, options.guestId].filter((id): id is number => !!id);
    await app.db
      .insert(topicTermsAcceptances)
      .values(people.map((userId) => ({ topicId, userId })));
  }
  return topicId;
}

/**
 * An owner and a guest in one human topic, both holding `points` and signed in (made on
 * `app`; with two instances, `sameBrowserOn` takes a client to the other).
 */
export async function conversation(app: FastifyInstance, { points = 100 } = {}) {
  const owner = await createUser(app, { points });
  const guest = await createUser(app, { points });
  const topicId = await makeTopic(app, { ownerId: owner.id, guestId: guest.id });
  return {
    owner,
    guest,
    topicId,
    ownerClient: await signedInClient(app, owner),
    guestClient: await signedInClient(app, guest),
  };
}

/** A WebSocket client that records the events it receives. */
export interface TestSocket {
  socket: WebSocket;
  /** The headers of the server's upgrade answer (e.g. which cluster process took it). */
  upgradeHeaders: IncomingHttpHeaders;
  events: TRealtimeEvent[];
  /** Resolves with the first event (seen or coming) that matches, or rejects after `timeoutMs`. */
  next<T extends TRealtimeEvent['type']>(
    type: T,
    match?: (event: Extract<TRealtimeEvent, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<TRealtimeEvent, { type: T }>>;
  send(message: unknown): void;
  close(): Promise<void>;
}

/** The WebSocket URL of a listening app. */
export function wsUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening');
  return `ws://127.0.0.1:${address.port}/api/ws`;
}

/** The headers a browser tab of this client sends with the handshake. */
export function browserHeaders(client: TestClient, origin = testOrigin): Record<string, string> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { cookie, origin };
}

/** A socket the server closed before `ready` (1011: its bus could not subscribe yet). */
class ClosedBeforeReadyError extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(`closed ${code} ${reason} before ready`);
  }
}

/**
 * Opens a socket and waits for `ready` (or rejects with the handshake's HTTP status, or
 * with the close — e.g. 1011 when the instance's bus could not subscribe). No retry: a
 * healthy instance confirms every subscription, also right after its start.
 */
export function openSocket(
  url: string,
  headers: Record<string, string>,
  options: { autoPong?: boolean } = {},
): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers, autoPong: options.autoPong ?? true });
    const events: TRealtimeEvent[] = [];
    const waiters = new Set<() => void>();
    const testSocket: TestSocket = {
      socket,
      upgradeHeaders: {},
      events,
      next(type, match, timeoutMs = 5000) {
        type Wanted = Extract<TRealtimeEvent, { type: typeof type }>;
        const find = () =>
          events.find(
            (event): event is Wanted =>
              event.type === type && (match ? match(event as Wanted) : true),
          );
        return new Promise<Wanted>((resolveEvent, rejectEvent) => {
          const found = find();
          if (found) return resolveEvent(found);
          const timer = setTimeout(() => {
            waiters.delete(check);
            rejectEvent(new Error(`no ${type} event within ${timeoutMs} ms`));
          }, timeoutMs);
          const check = () => {
            const event = find();
            if (!event) return;
            clearTimeout(timer);
            waiters.delete(check);
            resolveEvent(event);
          };
          waiters.add(check);
        });
      },
      send(message) {
        socket.send(JSON.stringify(message));
      },
      close() {
        return new Promise((done) => {
          if (socket.readyState === WebSocket.CLOSED) return done();
          socket.once('close', () => done());
          socket.close();
        });
      },
    };
    socket.once('upgrade', (response) => (testSocket.upgradeHeaders = response.headers));
    socket.on('message', (data: WebSocket.RawData) => {
      const text = Array.isArray(data)
        ? Buffer.concat(data).toString()
        : data instanceof ArrayBuffer
          ? Buffer.from(new Uint8Array(data)).toString()
          : data.toString();
      const parsed = ZRealtimeEventSchema.safeParse(JSON.parse(text));
      if (!parsed.success) return;
      events.push(parsed.data);
      if (parsed.data.type === 'ready') resolve(testSocket);
      for (const waiter of [...waiters]) waiter();
    });
    socket.on('unexpected-response', (_request, response) =>
      reject(new Error(`handshake answered ${response.statusCode}`)),
    );
    socket.on('error', reject);
    // Closed before `ready` (a refusal after the upgrade): a reconnecting caller tries again.
    socket.on('close', (code, reason) =>
      reject(new ClosedBeforeReadyError(code, reason.toString())),
    );
  });
}
