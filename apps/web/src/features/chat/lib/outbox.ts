import { isApiError } from '../../../lib/api-client';

/**
 * The chat's outbox: every text the user sends waits here until the server stored it.
 *
 * - queued: waits for its turn (or for the connection to come back)
 * - sending: its request is on the way (one at a time per topic, oldest first)
 * - failed: it failed for good (refused, or too many attempts); the user retries or discards
 *
 * Each entry carries the client key made when it was written; every attempt sends that same
 * key (`Idempotency-Key`), so a retry after a lost answer is stored and charged once.
 */
export type OutboxState = 'queued' | 'sending' | 'failed';

export interface OutboxItem {
  /** The send's `Idempotency-Key`: made once, the same on every attempt. */
  key: string;
  text: string;
  /** What the text costs, in hundredths of a point, as shown while it waits. */
  costCenti: number;
  state: OutboxState;
  /** Attempts that failed while the browser was online (offline waits do not count). */
  failedAttempts: number;
  /** Why it failed for good, as the server or the client put it. */
  error?: string;
  /**
   * The server's frame (or a catch-up) brought the stored message with this entry's client
   * key before the send's answer: the stored message shows, so this entry hides until the
   * answer removes it (or, should the answer fail, is dropped: the message is stored).
   */
  isEchoed?: boolean;
}

/**
 * How a failed attempt counts:
 * - offline: the browser has no network; wait for it, no attempt counted
 * - transient: worth trying again with the same key (timeout, server down, 5xx, 429)
 * - refused: the server answered no (not enough points, blocked, ...); only the user retries
 */
export type SendFailure =
  { kind: 'offline' } | { kind: 'transient' } | { kind: 'refused'; message: string };

export type OutboxEvent =
  | { type: 'enqueue'; key: string; text: string; costCenti: number }
  | { type: 'start'; key: string }
  | { type: 'sent'; key: string }
  | { type: 'fail'; key: string; failure: SendFailure; giveUpMessage: string }
  | { type: 'echoed'; key: string | null }
  | { type: 'retry'; key: string }
  | { type: 'discard'; key: string };

/** Transient failures in a row after which an entry is marked "not sent". */
export const maxTransientAttempts = 5;

/** The outbox after one event; unknown keys and events that do not apply change nothing. */
export function outboxReducer(items: readonly OutboxItem[], event: OutboxEvent): OutboxItem[] {
  const update = (change: (item: OutboxItem) => OutboxItem | null) => {
    const next: OutboxItem[] = [];
    for (const item of items) {
      const changed = 'key' in event && item.key === event.key ? change(item) : item;
      if (changed) next.push(changed);
    }
    return next;
  };
  switch (event.type) {
    case 'enqueue':
      if (items.some((item) => item.key === event.key)) return [...items];
      return [
        ...items,
        {
          key: event.key,
          text: event.text,
          costCenti: event.costCenti,
          state: 'queued',
          failedAttempts: 0,
        },
      ];
    case 'start':
      return update((item) => (item.state === 'queued' ? { ...item, state: 'sending' } : item));
    case 'sent':
      return update(() => null);
    case 'fail':
      return update((item) => {
        if (item.state !== 'sending') return item;
        // Stored already (its echo came): nothing is left to send, the message shows.
        if (item.isEchoed) return null;
        const { failure } = event;
        const settled: OutboxItem = { ...item, isEchoed: undefined };
        if (failure.kind === 'offline') return { ...settled, state: 'queued' };
        if (failure.kind === 'refused')
          return { ...settled, state: 'failed', error: failure.message };
        const failedAttempts = item.failedAttempts + 1;
        return failedAttempts >= maxTransientAttempts
          ? { ...settled, state: 'failed', failedAttempts, error: event.giveUpMessage }
          : { ...settled, state: 'queued', failedAttempts };
      });
    case 'echoed':
      // Matched by the client key the server answers on my own messages, exactly: the text
      // may have been masked, and two entries may say the same.
      if (event.key === null) return [...items];
      return update((item) => ({ ...item, isEchoed: true }));
    case 'retry':
      return update((item) =>
        item.state === 'failed'
          ? { ...item, state: 'queued', failedAttempts: 0, error: undefined }
          : item,
      );
    case 'discard':
      return update((item) => (item.state === 'sending' ? item : null));
  }
}

/**
 * The entry to send now: the oldest queued one, unless one is already on its way (sends go
 * one at a time so that they are stored in the order they were written). A failed entry does
 * not hold back the ones after it.
 */
export function nextToSend(items: readonly OutboxItem[]): OutboxItem | undefined {
  if (items.some((item) => item.state === 'sending')) return undefined;
  return items.find((item) => item.state === 'queued');
}

/** Entries kept across a reload: one on its way when the page went is queued again. */
export function restoredOutbox(items: readonly OutboxItem[]): OutboxItem[] {
  return items.map((item) => (item.state === 'sending' ? { ...item, state: 'queued' } : item));
}

/** How long to wait before the next attempt after `failedAttempts` transient failures. */
export function retryDelayMs(failedAttempts: number): number {
  return failedAttempts === 0 ? 0 : Math.min(30_000, 1000 * 2 ** (failedAttempts - 1));
}

/**
 * Sorts a failed send into offline / transient / refused (see SendFailure); `refusalMessage`
 * is what a refused one shows (the server's reason, in the words the chat uses for it).
 */
export function classifySendFailure(
  error: unknown,
  { isOnline, refusalMessage }: { isOnline: boolean; refusalMessage: string },
): SendFailure {
  if (isApiError(error)) {
    if (error.status === 0) return isOnline ? { kind: 'transient' } : { kind: 'offline' };
    if (error.status === 408 || error.status === 429 || error.status >= 500)
      return { kind: 'transient' };
  }
  return { kind: 'refused', message: refusalMessage };
}
