import { useCallback, useState } from 'react';
import { sessionStore } from '../../../lib/storage';

/** Where a topic's unsent text is kept (this tab only, across reloads). */
export const draftStorageKey = (topicId: number) => `chat_draft:${topicId}`;

/**
 * The text in a chat's message box, kept per topic in session storage until it is sent: a
 * reload or a detour to another page gives it back.
 */
export function useDraft(topicId: number) {
  const key = draftStorageKey(topicId);
  const [text, setText] = useState(() => sessionStore.get(key) ?? '');
  const update = useCallback(
    (next: string) => {
      setText(next);
      if (next) sessionStore.set(key, next);
      else sessionStore.remove(key);
    },
    [key],
  );
  return [text, update] as const;
}
