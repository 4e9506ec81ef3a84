// @vitest-environment jsdom
import type { TRealtimeEvent } from '@parlor/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's WebSocket that the test drives. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: unknown[] = [];
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.();
  }
  /** The server side: accept and announce `ready`. */
  open(userId = 1) {
    this.readyState = FakeSocket.OPEN;
    this.push({ type: 'ready', user_id: userId });
  }
  push(event: TRealtimeEvent | Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

async function load() {
  vi.resetModules();
  const realtime = await import('./realtime');
  const auth = await import('./auth');
  const { queryClient } = await import('./query-client');
  return { ...realtime, ...auth, queryClient };
}

const latest = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('lib/realtime', () => {
  it('opens one socket while a verified user is signed in, and closes it on sign-out', async () => {
    const { startRealtime, authStore, getRealtimeStatus } = await load();
    const stop = startRealtime();
    expect(FakeSocket.all).toHaveLength(0);

    authStore.set((state) => ({ ...state, isAuthenticated: true, emailVerified: true }));
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().url).toBe('ws://localhost:3000/api/ws');
    latest().open();
    expect(getRealtimeStatus()).toBe('open');

    authStore.set((state) => ({ ...state, isAuthenticated: false }));
    expect(latest().readyState).toBe(FakeSocket.CLOSED);
    expect(getRealtimeStatus()).toBe('idle');
    stop();
  });

  it('reconnects with growing delays and announces ready again, so listeners catch up', async () => {
    const { startRealtime, authStore, subscribeRealtime, getRealtimeStatus } = await load();
    authStore.set((state) => ({ ...state, isAuthenticated: true, emailVerified: true }));
    const stop = startRealtime();
    const seen: string[] = [];
    subscribeRealtime((event) => seen.push(event.type));
    latest().open();

    latest().close(); // the server went away
    expect(getRealtimeStatus()).toBe('reconnecting');
    vi.advanceTimersByTime(1300);
    expect(FakeSocket.all).toHaveLength(2);
    latest().close(); // still down
    vi.advanceTimersByTime(1400);
    expect(FakeSocket.all).toHaveLength(2); // the second wait is longer (2 s ± jitter)
    vi.advanceTimersByTime(1200);
    expect(FakeSocket.all).toHaveLength(3);
    latest().open();
    expect(seen).toEqual(['ready', 'ready']);
    expect(getRealtimeStatus()).toBe('open');
    stop();
  });

  it('puts balance events into the cached profile and ignores malformed messages', async () => {
    const { startRealtime, authStore, queryClient, profileQueryKey, subscribeRealtime } =
      await load();
    queryClient.setQueryData(profileQueryKey, { balance: 10, points: 10 });
    authStore.set((state) => ({ ...state, isAuthenticated: true, emailVerified: true }));
    const stop = startRealtime();
    const seen: TRealtimeEvent[] = [];
    subscribeRealtime((event) => seen.push(event));
    latest().open();

    latest().push({ type: 'balance', balance: 42.5 });
    latest().push({ type: 'nonsense' });
    latest().onmessage?.({ data: 'not json' });
    expect(queryClient.getQueryData(profileQueryKey)).toMatchObject({
      balance: 42.5,
      points: 42.5,
    });
    expect(seen.map((event) => event.type)).toEqual(['ready', 'balance']);
    stop();
  });

  it('pings, and drops a connection that stays silent', async () => {
    const { startRealtime, authStore, sendRealtime } = await load();
    authStore.set((state) => ({ ...state, isAuthenticated: true, emailVerified: true }));
    const stop = startRealtime();
    const socket = latest();
    socket.open();
    expect(sendRealtime({ type: 'typing', topic_id: 3, is_typing: true })).toBe(true);
    vi.advanceTimersByTime(25_000);
    expect(socket.sent).toEqual([
      { type: 'typing', topic_id: 3, is_typing: true },
      { type: 'ping' },
    ]);
    vi.advanceTimersByTime(50_000); // no pong, nothing at all for over a minute
    expect(socket.readyState).toBe(FakeSocket.CLOSED);
    expect(sendRealtime({ type: 'ping' })).toBe(false);
    stop();
  });

  it('goes offline with the network: the socket is dropped, nothing is retried, and online reconnects at once', async () => {
    const { startRealtime, authStore, getRealtimeStatus } = await load();
    authStore.set((state) => ({ ...state, isAuthenticated: true, emailVerified: true }));
    const stop = startRealtime();
    const first = latest();
    first.open();

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(first.readyState).toBe(FakeSocket.CLOSED);
    expect(getRealtimeStatus()).toBe('offline');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(2);
    expect(getRealtimeStatus()).toBe('connecting');
    latest().open();
    expect(getRealtimeStatus()).toBe('open');
    onLine.mockRestore();
    stop();
  });
});
