import type { TMessage, TTopic } from '@parlor/contracts';
import { useCallback } from 'react';
import { useRealtimeStatus } from '../../../lib/realtime';
import { useCatchUp } from './use-catch-up';
import { useCatchUpTriggers } from './use-catch-up-triggers';
import type { useMessageLog } from './use-message-log';
import { useTopicEvents } from './use-topic-events';

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

/**
 * Keeps the open chat current: realtime events while the socket is up, and a catch-up by
 * `seq` on every `ready` (each reconnect), every `resync` frame, a seq missing below a message held, focus or visibility after
 * sleep, `online`, and in the spec's 5-second polling while the socket is down (a 403 or 404
 * stops it and goes to the rooms). Answers who is typing.
 */
export function useChatSync(options: SyncOptions) {
  const { topicId, isReady, log } = options;
  const status = useRealtimeStatus();
  const { catchUpRef, latestRef } = useCatchUp(options);
  const typingName = useTopicEvents({ ...options, latestRef, catchUpRef });

  const isSocketOpen = status === 'open';
  const isPollingUseful = !isSocketOpen && status !== 'offline';
  useCatchUpTriggers({ topicId, isReady, log, isPollingUseful, catchUpRef });

  /** Fetches what is new now (after an action of this page that changed the seat). */
  const catchUp = useCallback(() => catchUpRef.current(), [catchUpRef]);

  return { typingName, isSocketOpen, catchUp };
}
