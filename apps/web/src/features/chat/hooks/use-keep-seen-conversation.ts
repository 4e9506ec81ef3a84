import type { TUserProfile } from '@parlor/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { profileQueryKey } from '../../../lib/auth';
import { keepSeenConversation, type SeenConversation } from '../lib/seen-conversation';

/** At most one write of the copy this often: a streamed reply changes the log many times a second. */
const keepEveryMs = 500;

/**
 * Keeps the conversation as shown (lib/seen-conversation.ts) while `seen` is given and the
 * page is still this topic's (`isActive`): at most every half second, and at once when the
 * page goes away (a reload, the tab closed), so a start without network finds the latest.
 */
export function useKeepSeenConversation(
  topicId: number,
  seen: Omit<SeenConversation, 'profile'> | null,
  isActive: RefObject<boolean>,
) {
  const queryClient = useQueryClient();
  const latest = useRef(seen);
  const timer = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    latest.current = seen;
  });

  useEffect(() => {
    const write = () => {
      timer.current = undefined;
      if (!latest.current || !isActive.current) return;
      const profile = queryClient.getQueryData<TUserProfile>(profileQueryKey);
      keepSeenConversation(topicId, { ...latest.current, profile });
    };
    if (seen && timer.current === undefined) timer.current = window.setTimeout(write, keepEveryMs);
    window.addEventListener('pagehide', write);
    return () => window.removeEventListener('pagehide', write);
  }, [topicId, seen, isActive, queryClient]);

  // Gone from this topic: nothing more is written (leaving forgets the copy).
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
    },
    [topicId],
  );
}
