import { timing, type TMessage, type TRealtimeEvent, type TTopic } from '@parlor/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { subscribeRealtime, useRealtimeStatus } from '../../../lib/realtime';
import { catchUpPageSize, fetchMessages } from '../api/messages';
import { fetchTopic } from '../api/topics';
import { chatErrorMessage } from '../lib/chat-errors';
import { cursorAfterRead, highestSeq, missesSeqAfter } from '../lib/message-order';
import type { useMessageLog } from './use-message-log';

/** How long "Writing..." stays without a fresh typing event. */
const typingShownMs = 6000;

interface SyncOptions {
  topicId: number;
  isReady: boolean;
  log: ReturnType<typeof useMessageLog>;
  setTopic: (update: (topic: TTopic | null) => TTopic | null) => void;
  exitToRooms: (message?: string) => void;
  /**
   * A stored message of mine not shown before, from a frame or a catch-up (it may still wait
   * in the outbox: matched there by its client key).
   */
  onOwnMessage?: (message: TMessage) => void;
  /** The owner deleted the conversation now: the page shows it closed, empty. */
  onPurged?: () => void;
  /** The person in the seat left it or was removed: the owner may be asked to rate. */
  onSeatFreed?: () => void;
}

/** Hands each stored message of mine not shown yet to `notify`. */
function notifyOwnMessages(
  messages: readonly TMessage[],
  shownIds: ReadonlySet<number>,
  notify: ((message: TMessage) => void) | undefined,
) {
  for (const message of messages) {
    if (message.is_mine && !message.is_typing && !shownIds.has(message.id)) notify?.(message);
  }
}

/**
 * Keeps the open chat current: realtime events while the socket is up, and a catch-up by
 * `seq` on every `ready` (each reconnect), every `resync` frame, a seq missing below a message held, focus or visibility after
 * sleep, `online`, and in the spec's 5-second polling while the socket is down (a 403 or 404
 * stops it and goes to the rooms). Answers who is typing.
 */
export function useChatSync({
  topicId,
  isReady,
  log,
  setTopic,
  exitToRooms,
  onOwnMessage,
  onPurged,
  onSeatFreed,
}: SyncOptions) {
  const { t } = useTranslation();
  const status = useRealtimeStatus();
  const [typingName, setTypingName] = useState<string | null>(null);
  const syncedSeqRef = useRef<number | undefined>(undefined);
  syncedSeqRef.current = log.syncedSeq;
  const shownIdsRef = useRef<ReadonlySet<number>>(new Set());
  shownIdsRef.current = new Set(log.messages.map((message) => message.id));
  const onOwnMessageRef = useRef(onOwnMessage);
  onOwnMessageRef.current = onOwnMessage;
  const onPurgedRef = useRef(onPurged);
  onPurgedRef.current = onPurged;
  const onSeatFreedRef = useRef(onSeatFreed);
  onSeatFreedRef.current = onSeatFreed;
  const { merge, caughtUp, reset, dropTyping } = log;
  const noteOwn = (messages: readonly TMessage[]) =>
    notifyOwnMessages(messages, shownIdsRef.current, onOwnMessageRef.current);

  // Everything stored after the cursor (the highest `seq` a server read returned; pushed
  // frames never move it, so a message missed in a gap is still fetched), plus the topic's
  // state (seat, mode, closed). `reload` fetches the newest page afresh instead: after a guest
  // left, the names of their messages change for the owner ("Former guest"), which new
  // messages alone would not show.
  const catchUpRef = useRef<
    (options?: { reload?: boolean; lostSeatMessage?: string }) => Promise<void>
  >(async () => undefined);
  catchUpRef.current = async ({ reload = false, lostSeatMessage } = {}) => {
    try {
      const cursor = reload ? undefined : syncedSeqRef.current;
      if (cursor === undefined) {
        const page = await fetchMessages(topicId, { kind: 'latest' });
        reset(page.data, page.meta.total > page.data.length);
      } else {
        let after = cursor;
        for (;;) {
          const page = await fetchMessages(topicId, { kind: 'after', afterSeq: after });
          noteOwn(page.data);
          caughtUp(page.data);
          const next = cursorAfterRead(after, page.data) ?? after;
          if (page.data.length < catchUpPageSize || next === after) break;
          after = next;
        }
      }
      const topic = await fetchTopic(topicId);
      if (topic.is_closed) return exitToRooms(t('chat.room.closedByOwner'));
      if (!topic.is_owner && !topic.is_guest) return exitToRooms(lostSeatMessage);
      // Nobody answers for the companion any more: no "Writing..." may stay behind.
      if (topic.chat_mode !== 'ai' || topic.participants_count > 1) dropTyping();
      setTopic(() => topic);
    } catch (error) {
      if (isApiError(error) && (error.status === 403 || error.status === 404)) {
        const closed = (error.details.payload as { closed?: unknown } | undefined)?.closed === true;
        exitToRooms(
          closed
            ? t('chat.room.noLongerAvailable')
            : // The seat was taken from this user (removed): say so, not "no permission".
              lostSeatMessage && error.status === 403
              ? lostSeatMessage
              : chatErrorMessage(error),
        );
      }
    }
  };

  // Realtime events of this topic.
  useEffect(() => {
    if (!isReady) return;
    let typingTimer: number | undefined;
    const onEvent = (event: TRealtimeEvent) => {
      // A new connection, or the server's bus had a gap: whatever was missed is fetched.
      if (event.type === 'ready' || event.type === 'resync') return void catchUpRef.current();
      if (!('topic_id' in event) || event.topic_id !== topicId) return;
      switch (event.type) {
        case 'message':
          notifyOwnMessages([event.message], shownIdsRef.current, onOwnMessageRef.current);
          merge([event.message]);
          if (!event.message.is_mine) setTypingName(null);
          break;
        case 'typing':
          window.clearTimeout(typingTimer);
          setTypingName(event.is_typing ? event.sender : null);
          // The companion stopped writing without a reply (e.g. the topic became human).
          if (!event.is_typing) dropTyping();
          if (event.is_typing)
            typingTimer = window.setTimeout(() => setTypingName(null), typingShownMs);
          break;
        case 'participants':
          setTypingName(null);
          if (event.action === 'left' || event.action === 'removed') onSeatFreedRef.current?.();
          void catchUpRef.current({
            reload: event.action !== 'joined',
            // The owner removed this user: their page leaves, saying so.
            ...(event.action === 'removed' ? { lostSeatMessage: t('chat.room.removedYou') } : {}),
          });
          break;
        case 'safe_mode':
          setTopic((topic) => (topic ? { ...topic, safe_until: event.safe_until } : topic));
          // What a message costs now is the server's to say (`free_sends`): read the topic again.
          void catchUpRef.current();
          break;
        case 'mode':
          setTopic((topic) => (topic ? { ...topic, chat_mode: event.chat_mode } : topic));
          if (event.chat_mode === 'human') dropTyping();
          break;
        case 'closed':
          if (event.purged && onPurgedRef.current) {
            onPurgedRef.current();
            break;
          }
          exitToRooms(
            t(
              event.reason === 'inactivity'
                ? 'chat.room.closedForInactivity'
                : event.reason === 'moderation'
                  ? 'chat.room.closedByModerator'
                  : 'chat.room.closedByOwner',
            ),
          );
          break;
      }
    };
    const unsubscribe = subscribeRealtime(onEvent);
    // Whatever arrived between the first load and this subscription.
    void catchUpRef.current();
    return () => {
      unsubscribe();
      window.clearTimeout(typingTimer);
    };
  }, [isReady, topicId, merge, dropTyping, setTopic, exitToRooms, t]);

  // A message held past a seq that never came — from a frame, or from the answer to this
  // page's own send — fetches what is missing (see missesSeqAfter), once per new message.
  const gapCheckedRef = useRef({ topicId, seq: 0 });
  const { messages, syncedSeq } = log;
  useEffect(() => {
    if (!isReady || syncedSeq === undefined) return;
    const highest = highestSeq(messages);
    const checked = gapCheckedRef.current;
    if (checked.topicId === topicId && highest <= checked.seq) return;
    gapCheckedRef.current = { topicId, seq: highest };
    if (missesSeqAfter(syncedSeq, messages)) void catchUpRef.current();
  }, [isReady, topicId, messages, syncedSeq]);

  // Back from sleep or another tab, or the network returned: a socket that looks open may
  // have missed events (or be dead and not know it yet), so catch up at once. Focus and
  // visibility often come together; one catch-up answers both.
  useEffect(() => {
    if (!isReady) return;
    let lastAt = 0;
    const catchUpSoon = () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastAt < 1000) return;
      lastAt = Date.now();
      void catchUpRef.current();
    };
    window.addEventListener('focus', catchUpSoon);
    window.addEventListener('online', catchUpSoon);
    document.addEventListener('visibilitychange', catchUpSoon);
    return () => {
      window.removeEventListener('focus', catchUpSoon);
      window.removeEventListener('online', catchUpSoon);
      document.removeEventListener('visibilitychange', catchUpSoon);
    };
  }, [isReady]);

  // The spec's polling, while the socket is not open.
  const isSocketOpen = status === 'open';
  const isPollingUseful = !isSocketOpen && status !== 'offline';
  useEffect(() => {
    if (!isReady || !isPollingUseful) return;
    const timer = window.setInterval(() => void catchUpRef.current(), timing.messagePollMs);
    return () => window.clearInterval(timer);
  }, [isReady, isPollingUseful]);

  /** Fetches what is new now (after an action of this page that changed the seat). */
  const catchUp = useCallback(() => catchUpRef.current(), []);

  return { typingName, isSocketOpen, catchUp };
}
