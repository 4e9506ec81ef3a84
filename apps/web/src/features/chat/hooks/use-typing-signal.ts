import { useCallback, useEffect, useRef } from 'react';
import { sendRealtime } from '../../../lib/realtime';

/** Typing is announced at most this often while it goes on… */
const repeatMs = 3000;
/** …and ends after this long without a keystroke. */
const idleMs = 4000;

/** Tells the other participant (over the socket) while the user is writing. */
export function useTypingSignal(topicId: number, isEnabled: boolean) {
  const isTyping = useRef(false);
  const lastSentAt = useRef(0);
  const idleTimer = useRef<number | undefined>(undefined);

  const stop = useCallback(() => {
    window.clearTimeout(idleTimer.current);
    if (!isTyping.current) return;
    isTyping.current = false;
    sendRealtime({ type: 'typing', topic_id: topicId, is_typing: false });
  }, [topicId]);

  const onTextChange = useCallback(
    (text: string) => {
      if (!isEnabled) return;
      if (text.trim() === '') return stop();
      const now = Date.now();
      if (!isTyping.current || now - lastSentAt.current > repeatMs) {
        isTyping.current = sendRealtime({ type: 'typing', topic_id: topicId, is_typing: true });
        lastSentAt.current = now;
      }
      window.clearTimeout(idleTimer.current);
      idleTimer.current = window.setTimeout(stop, idleMs);
    },
    [isEnabled, stop, topicId],
  );

  useEffect(() => stop, [stop]);
  return { onTextChange, stop };
}
