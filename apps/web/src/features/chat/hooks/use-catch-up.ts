import type { TMessage, TTopic } from '@parlor/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { catchUpPageSize, fetchMessages } from '../api/messages';
import { fetchTopic } from '../api/topics';
import { chatErrorMessage } from '../lib/chat-errors';
import { cursorAfterRead } from '../lib/message-order';
import type { useMessageLog } from './use-message-log';

/** What the sync's listeners read when something arrives: the ids shown, the page's callbacks. */
export interface SyncLatest {
  shownIds: ReadonlySet<number>;
  onOwnMessage?: (message: TMessage) => void;
  onPurged?: () => void;
  onSeatFreed?: () => void;
}

/** Fetches what is new; `reload` reads the newest page afresh, `lostSeatMessage` if removed. */
export type CatchUp = (options?: { reload?: boolean; lostSeatMessage?: string }) => Promise<void>;

/** Hands each stored message of mine not shown yet to `notify`. */
export function notifyOwnMessages(
  messages: readonly TMessage[],
  shownIds: ReadonlySet<number>,
  notify: ((message: TMessage) => void) | undefined,
) {
  for (const message of messages) {
    if (message.is_mine && !message.is_typing && !shownIds.has(message.id)) notify?.(message);
  }
}

/** The open chat's topic, its message log, and the way out to the rooms: what every sync part uses. */
export interface ChatTopicContext {
  topicId: number;
  log: ReturnType<typeof useMessageLog>;
  setTopic: (update: (topic: TTopic | null) => TTopic | null) => void;
  exitToRooms: (message?: string) => void;
}

/** What the catch-up needs of the chat page; the sync passes its own options straight on. */
export interface CatchUpOptions extends ChatTopicContext {
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

/**
 * The catch-up, always of the latest render (a ref, so listeners set up once call it), and
 * the latest render's shown ids and callbacks for those listeners (`latestRef`).
 * Everything stored after the cursor (the highest `seq` a server read returned; pushed
 * frames never move it, so a message missed in a gap is still fetched), plus the topic's
 * state (seat, mode, closed). `reload` fetches the newest page afresh instead: after a guest
 * left, the names of their messages change for the owner ("Former guest"), which new
 * messages alone would not show.
 */
export function useCatchUp(options: CatchUpOptions) {
  const { topicId, log, setTopic, exitToRooms, onOwnMessage, onPurged, onSeatFreed } = options;
  const { t } = useTranslation();
  const syncedSeqRef = useRef<number | undefined>(undefined);
  syncedSeqRef.current = log.syncedSeq;
  const shownIds = new Set(log.messages.map((message) => message.id));
  const latestRef = useRef<SyncLatest>({ shownIds, onOwnMessage, onPurged, onSeatFreed });
  latestRef.current = { shownIds, onOwnMessage, onPurged, onSeatFreed };
  const { caughtUp, reset, dropTyping } = log;
  const catchUpRef = useRef<CatchUp>(async () => undefined);
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
          const { shownIds, onOwnMessage } = latestRef.current;
          notifyOwnMessages(page.data, shownIds, onOwnMessage);
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
  return { catchUpRef, latestRef };
}
