import { useCallback } from 'react';
import { useRealtimeStatus } from '../../../lib/realtime';
import { useCatchUp, type CatchUpOptions } from './use-catch-up';
import { useCatchUpTriggers } from './use-catch-up-triggers';
import { useTopicEvents } from './use-topic-events';

interface SyncOptions extends CatchUpOptions {
  isReady: boolean;
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
