import {
  realtimeEventTypes,
  realtimePath,
  reconnectDelayMs,
  type TRealtimeClientMessage,
  type TRealtimeEvent,
} from '@parlor/contracts';
import { authStore, setCachedBalance } from './auth';
import { createStore, useStore } from './store';

/**
 * The one WebSocket of the web app (`/api/ws`): open while a verified user is signed in,
 * one per tab. Reconnects with backoff; every (re)connection announces `ready`, after
 * which listeners fetch what they missed. `balance` events update the cached profile, so
 * the balance shown anywhere follows without a reload.
 */

/** `offline`: the browser has no network; nothing is tried until it is back (`online`). */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'offline';

const statusStore = createStore<RealtimeStatus>('idle');
const listeners = new Set<(event: TRealtimeEvent) => void>();

const pingEveryMs = 25_000;
/** No message at all for this long (pongs included) means the connection is dead. */
const silenceLimitMs = 60_000;

let socket: WebSocket | null = null;
let wanted = false;
let attempt = 0;
let reconnectTimer: number | undefined;
let pingTimer: number | undefined;
let lastMessageAt = 0;

function setStatus(status: RealtimeStatus): void {
  statusStore.set(status);
}

function url(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${realtimePath}`;
}

/** An object whose `type` is one the server sends; anything else is ignored. */
function isRealtimeEvent(data: unknown): data is TRealtimeEvent {
  const type = (data as { type?: unknown } | null)?.type;
  return (realtimeEventTypes as readonly unknown[]).includes(type);
}

function emit(event: TRealtimeEvent): void {
  if (event.type === 'balance') setCachedBalance(event.balance);
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error(error);
    }
  }
}

function clearTimers(): void {
  window.clearTimeout(reconnectTimer);
  window.clearInterval(pingTimer);
  reconnectTimer = undefined;
  pingTimer = undefined;
}

/** The browser says it has no network (`navigator.onLine`). */
function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function scheduleReconnect(): void {
  if (!wanted || reconnectTimer !== undefined) return;
  if (isBrowserOffline()) return setStatus('offline');
  setStatus('reconnecting');
  const delay = reconnectDelayMs(attempt, Math.random());
  attempt += 1;
  reconnectTimer = window.setTimeout(() => {
    reconnectTimer = undefined;
    connect();
  }, delay);
}

function connect(): void {
  if (!wanted || socket) return;
  if (isBrowserOffline()) return setStatus('offline');
  setStatus(attempt === 0 ? 'connecting' : 'reconnecting');
  const current = new WebSocket(url());
  socket = current;
  lastMessageAt = Date.now();

  current.onmessage = (message) => {
    lastMessageAt = Date.now();
    let data: unknown;
    try {
      data = JSON.parse(String(message.data));
    } catch {
      return;
    }
    // Our own server sends only typed TRealtimeEvents (its tests parse them with
    // ZRealtimeEventSchema); here only the `type` is checked, so that zod stays out of the
    // entry chunk (docs/decisions/150-the-first-visit-trusts-our-own-server-s-answers.md).
    if (!isRealtimeEvent(data)) return;
    if (data.type === 'ready') {
      attempt = 0;
      setStatus('open');
      if (viewedTopicId !== null) sendViewing();
    }
    emit(data);
  };
  current.onclose = () => {
    if (socket !== current) return;
    socket = null;
    window.clearInterval(pingTimer);
    pingTimer = undefined;
    if (wanted) scheduleReconnect();
    else setStatus('idle');
  };
  current.onerror = () => current.close();

  pingTimer = window.setInterval(() => {
    if (Date.now() - lastMessageAt > silenceLimitMs) {
      current.close();
      return;
    }
    send({ type: 'ping' });
  }, pingEveryMs);
}

/** Stops the timers and closes the socket; `status` says why it is down. */
function dropSocket(status: 'idle' | 'offline'): void {
  clearTimers();
  const current = socket;
  socket = null;
  current?.close();
  setStatus(status);
}

function disconnect(): void {
  wanted = false;
  attempt = 0;
  dropSocket('idle');
}

/**
 * The network went away: drop the socket at once (a dead connection could otherwise look
 * open for up to a minute) and wait for `online` instead of retrying into the void.
 */
function goOffline(): void {
  if (!wanted) return;
  dropSocket('offline');
}

/** Reconnects at once (e.g. the network came back or the tab became visible). */
function reconnectNow(): void {
  if (!wanted) return;
  if (socket && socket.readyState <= WebSocket.OPEN) return;
  window.clearTimeout(reconnectTimer);
  reconnectTimer = undefined;
  attempt = 0;
  connect();
}

/** The conversation this tab shows (chat page), told to the server while the tab is visible. */
let viewedTopicId: number | null = null;

function sendViewing(): void {
  const isVisible = document.visibilityState === 'visible';
  send({ type: 'viewing', topic_id: isVisible ? viewedTopicId : null });
}

/**
 * The chat page shows `topicId` (null when it closes): while the tab is visible nothing is
 * pushed for it, and the other devices' notification of it closes.
 */
export function setViewedTopic(topicId: number | null): void {
  if (topicId === viewedTopicId) return;
  viewedTopicId = topicId;
  sendViewing();
}

function send(message: TRealtimeClientMessage): boolean {
  if (socket?.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(message));
  return true;
}

let started = false;

/**
 * Keeps the socket open while a verified user is signed in. Call once at start-up;
 * answers a function that stops it.
 */
export function startRealtime(): () => void {
  if (started) return () => undefined;
  started = true;
  const follow = () => {
    const { isAuthenticated, emailVerified } = authStore.get();
    const shouldConnect = isAuthenticated && emailVerified;
    if (shouldConnect && !wanted) {
      wanted = true;
      connect();
    } else if (!shouldConnect && wanted) {
      disconnect();
    }
  };
  follow();
  const unsubscribe = authStore.subscribe(follow);
  const onVisible = () => {
    if (document.visibilityState === 'visible') reconnectNow();
    if (viewedTopicId !== null) sendViewing();
  };
  window.addEventListener('online', reconnectNow);
  window.addEventListener('offline', goOffline);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    started = false;
    unsubscribe();
    window.removeEventListener('online', reconnectNow);
    window.removeEventListener('offline', goOffline);
    document.removeEventListener('visibilitychange', onVisible);
    disconnect();
  };
}

/** Listens to every realtime event; answers a function that stops listening. */
export function subscribeRealtime(listener: (event: TRealtimeEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sends a message over the socket; false when it is not open (the caller may fall back). */
export function sendRealtime(message: TRealtimeClientMessage): boolean {
  return send(message);
}

export function getRealtimeStatus(): RealtimeStatus {
  return statusStore.get();
}

/** The socket's state, for components that show it or poll while it is down. */
export function useRealtimeStatus(): RealtimeStatus {
  return useStore(statusStore);
}
