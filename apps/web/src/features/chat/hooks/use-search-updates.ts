import type { TInterlocutorSearch } from '@parlor/contracts';
import { useEffect } from 'react';
import { subscribeRealtime } from '../../../lib/realtime';
import { fetchInterlocutorSearch } from '../api/interlocutor-search';

const fallbackPollMs = 5_000;

interface SearchUpdatesOptions {
  topicId: number;
  isOwner: boolean;
  isSearching: boolean;
  /** Takes the search's new state; `announce` tells the owner what changed. */
  apply: (next: TInterlocutorSearch | null, announce: boolean) => void;
}

/**
 * Follows the owner's search for a person: read once when the page opens (not announced),
 * then the socket's `interlocutor_search` events, polled while searching in case the socket
 * is down.
 */
export function useSearchUpdates({ topicId, isOwner, isSearching, apply }: SearchUpdatesOptions) {
  useEffect(() => {
    if (!isOwner) return;
    fetchInterlocutorSearch(topicId)
      .then((found) => apply(found, false))
      .catch(() => undefined);
  }, [topicId, isOwner, apply]);

  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.type !== 'interlocutor_search' || event.topic_id !== topicId) return;
        apply(
          {
            request_id: event.request_id,
            topic_id: event.topic_id,
            status: event.status,
            nickname: event.nickname,
            deadline_at: null,
          },
          true,
        );
      }),
    [topicId, apply],
  );

  useEffect(() => {
    if (!isSearching) return;
    const timer = window.setInterval(() => {
      fetchInterlocutorSearch(topicId)
        .then((found) => apply(found, true))
        .catch(() => undefined);
    }, fallbackPollMs);
    return () => window.clearInterval(timer);
  }, [isSearching, topicId, apply]);
}
