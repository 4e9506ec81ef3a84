import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newClientKey } from '../../../lib/client-key';
import { useRealtimeStatus } from '../../../lib/realtime';
import { sessionStore } from '../../../lib/storage';
import {
  classifySendFailure,
  nextToSend,
  outboxReducer,
  restoredOutbox,
  retryDelayMs,
  type OutboxItem,
} from '../lib/outbox';

/** Where a topic's unsent messages are kept (this tab only, across reloads). */
export const outboxStorageKey = (topicId: number) => `chat_outbox:${topicId}`;

function savedOutbox(topicId: number): OutboxItem[] {
  try {
    const saved: unknown = JSON.parse(sessionStore.get(outboxStorageKey(topicId)) ?? '[]');
    return Array.isArray(saved) ? restoredOutbox(saved as OutboxItem[]) : [];
  } catch {
    return [];
  }
}

function isBrowserOnline(): boolean {
  return navigator.onLine !== false;
}

interface OutboxOptions {
  topicId: number;
  /** False until the chat may send (loaded, the user seated). */
  isEnabled: boolean;
  /** Sends one entry with its key; throws on failure. */
  deliver: (item: OutboxItem) => Promise<void>;
  /** A refusal by the server (shown in the entry too): e.g. leave the page on a 403. */
  onRefused: (error: unknown) => void;
  /** The text a refused send shows, from its error. */
  refusalMessage: (error: unknown) => string;
}

/**
 * The topic's outbox (lib/outbox.ts) at work: sends the oldest waiting entry whenever the
 * browser is online, one at a time, again after a transient failure with a growing delay,
 * and at once when the network or the socket comes back. Kept in session storage, so a
 * reload neither loses a waiting message nor sends it twice (same key).
 */
export function useOutbox({
  topicId,
  isEnabled,
  deliver,
  onRefused,
  refusalMessage,
}: OutboxOptions) {
  const { t } = useTranslation();
  const [items, dispatch] = useReducer(outboxReducer, topicId, savedOutbox);
  const socketStatus = useRealtimeStatus();
  const [wakeCount, setWakeCount] = useState(0);
  const handlers = useRef({ deliver, onRefused, refusalMessage });
  useLayoutEffect(() => {
    handlers.current = { deliver, onRefused, refusalMessage };
  });

  useEffect(() => {
    if (items.length) sessionStore.set(outboxStorageKey(topicId), JSON.stringify(items));
    else sessionStore.remove(outboxStorageKey(topicId));
  }, [items, topicId]);

  // The network is back: try at once rather than at the end of a backoff.
  useEffect(() => {
    const wake = () => setWakeCount((count) => count + 1);
    window.addEventListener('online', wake);
    return () => window.removeEventListener('online', wake);
  }, []);

  const next = nextToSend(items);
  const nextKey = next?.key;
  const nextFailedAttempts = next?.failedAttempts ?? 0;
  useEffect(() => {
    if (!isEnabled || !next || !isBrowserOnline()) return;
    const item = next;
    const timer = window.setTimeout(() => {
      dispatch({ type: 'start', key: item.key });
      handlers.current.deliver(item).then(
        () => dispatch({ type: 'sent', key: item.key }),
        (error: unknown) => {
          const failure = classifySendFailure(error, {
            isOnline: isBrowserOnline(),
            refusalMessage: handlers.current.refusalMessage(error),
          });
          dispatch({
            type: 'fail',
            key: item.key,
            failure,
            giveUpMessage: t('chat.room.sendFailed'),
          });
          if (failure.kind === 'refused') handlers.current.onRefused(error);
        },
      );
    }, retryDelayMs(item.failedAttempts));
    return () => window.clearTimeout(timer);
    // `next` is read through its key and attempts: a new array with the same head must not
    // restart the wait. The socket's status and the wake count restart it on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isEnabled, nextKey, nextFailedAttempts, socketStatus, wakeCount, t]);

  /** Puts a text in the outbox (sent as soon as it can be); answers its key. */
  const enqueue = useCallback((text: string, costCenti: number) => {
    const key = newClientKey();
    dispatch({ type: 'enqueue', key, text, costCenti });
    return key;
  }, []);
  /** A stored message of mine came, with its client key (see OutboxItem.isEchoed). */
  const noteEcho = useCallback((key: string | null) => dispatch({ type: 'echoed', key }), []);
  const retry = useCallback((key: string) => dispatch({ type: 'retry', key }), []);
  const discard = useCallback((key: string) => dispatch({ type: 'discard', key }), []);

  return { items, enqueue, noteEcho, retry, discard };
}
