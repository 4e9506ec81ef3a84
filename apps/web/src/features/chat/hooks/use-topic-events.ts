import type { TRealtimeEvent } from '@parlor/contracts';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeRealtime } from '../../../lib/realtime';
import {
  notifyOwnMessages,
  type CatchUp,
  type ChatTopicContext,
  type SyncLatest,
} from './use-catch-up';

/** How long "Writing..." stays without a fresh typing event. */
const typingShownMs = 6000;

type ClosedEvent = Extract<TRealtimeEvent, { type: 'closed' }>;

/** What the page says when the topic was closed under it, by why. */
function closedMessageKey(reason: ClosedEvent['reason']) {
  return reason === 'inactivity'
    ? 'chat.room.closedForInactivity'
    : reason === 'moderation'
      ? 'chat.room.closedByModerator'
      : 'chat.room.closedByOwner';
}

interface TopicEventsOptions extends ChatTopicContext {
  isReady: boolean;
  latestRef: RefObject<SyncLatest>;
  catchUpRef: RefObject<CatchUp>;
}

/** The realtime events of this topic, while the room is ready; answers who is typing. */
export function useTopicEvents(options: TopicEventsOptions) {
  const { topicId, isReady, setTopic, exitToRooms, latestRef, catchUpRef } = options;
  const { merge, dropTyping } = options.log;
  const { t } = useTranslation();
  const [typingName, setTypingName] = useState<string | null>(null);

  useEffect(() => {
    if (!isReady) return;
    let typingTimer: number | undefined;
    const onEvent = (event: TRealtimeEvent) => {
      // A new connection, or the server's bus had a gap: whatever was missed is fetched.
      if (event.type === 'ready' || event.type === 'resync') return void catchUpRef.current();
      if (!('topic_id' in event) || event.topic_id !== topicId) return;
      switch (event.type) {
        case 'message':
          notifyOwnMessages(
            [event.message],
            latestRef.current.shownIds,
            latestRef.current.onOwnMessage,
          );
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
          if (event.action === 'left' || event.action === 'removed')
            latestRef.current.onSeatFreed?.();
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
        case 'closed': {
          const { onPurged } = latestRef.current;
          if (event.purged && onPurged) {
            onPurged();
            break;
          }
          exitToRooms(t(closedMessageKey(event.reason)));
          break;
        }
      }
    };
    const unsubscribe = subscribeRealtime(onEvent);
    // Whatever arrived between the first load and this subscription.
    void catchUpRef.current();
    return () => {
      unsubscribe();
      window.clearTimeout(typingTimer);
    };
  }, [isReady, topicId, merge, dropTyping, setTopic, exitToRooms, t, latestRef, catchUpRef]);

  return typingName;
}
