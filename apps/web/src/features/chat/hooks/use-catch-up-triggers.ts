import { timing } from '@parlor/contracts';
import { useEffect, useRef, type RefObject } from 'react';
import { highestSeq, missesSeqAfter } from '../lib/message-order';
import type { CatchUp } from './use-catch-up';
import type { useMessageLog } from './use-message-log';

interface CatchUpTriggersOptions {
  topicId: number;
  isReady: boolean;
  log: ReturnType<typeof useMessageLog>;
  /** Whether polling helps: the socket is not open, and the browser is not offline. */
  isPollingUseful: boolean;
  catchUpRef: RefObject<CatchUp>;
}

/**
 * The catch-ups besides the socket's frames, while the room is ready: a seq missing below a
 * message held, focus or visibility after sleep, `online`, and the spec's polling.
 */
export function useCatchUpTriggers({
  topicId,
  isReady,
  log,
  isPollingUseful,
  catchUpRef,
}: CatchUpTriggersOptions) {
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
  }, [isReady, topicId, messages, syncedSeq, catchUpRef]);

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
  }, [isReady, catchUpRef]);

  // The spec's polling, while the socket is not open.
  useEffect(() => {
    if (!isReady || !isPollingUseful) return;
    const timer = window.setInterval(() => void catchUpRef.current(), timing.messagePollMs);
    return () => window.clearInterval(timer);
  }, [isReady, isPollingUseful, catchUpRef]);
}
