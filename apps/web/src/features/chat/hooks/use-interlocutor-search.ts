import type { TInterlocutorSearch } from '@parlor/contracts';
import { useCallback, useState } from 'react';
import { cancelInterlocutorSearch, fetchInterlocutorSearch } from '../api/interlocutor-search';
import { updateChatMode } from '../api/topics';
import { useSearchUpdates } from './use-search-updates';

const connectedShownMs = 6_000;

/** What the owner is told in the chat after a search ends without a person, or a person left. */
export type SearchNotice = 'timed_out' | 'ended';

/**
 * The owner's real search for a person (replaces the spec's random timer): `start` asks the
 * server, which offers the topic to available interlocutors; the state follows the socket's
 * `interlocutor_search` events (polled while searching, in case the socket is down). The
 * owner is told plainly when nobody was free or the interlocutor left.
 */
export function useInterlocutorSearch(topicId: number, isOwner: boolean) {
  const [search, setSearch] = useState<TInterlocutorSearch | null>(null);
  const [isConnectedShown, setIsConnectedShown] = useState(false);
  const [notice, setNotice] = useState<SearchNotice | null>(null);

  const apply = useCallback((next: TInterlocutorSearch | null, announce: boolean) => {
    setSearch((previous) => {
      if (announce && previous?.status !== next?.status) {
        if (next?.status === 'timed_out' || next?.status === 'ended') setNotice(next.status);
        if (next?.status === 'connected' && previous?.status === 'searching') {
          setIsConnectedShown(true);
          window.setTimeout(() => setIsConnectedShown(false), connectedShownMs);
        }
      }
      return next;
    });
  }, []);

  const isSearching = search?.status === 'searching';
  useSearchUpdates({ topicId, isOwner, isSearching, apply });

  /** Asks for a person straight away (nothing of the conversation is shared). */
  const start = useCallback(async () => {
    setNotice(null);
    await updateChatMode(topicId, 'human');
    apply(await fetchInterlocutorSearch(topicId), true);
  }, [topicId, apply]);

  /** The search the owner's hand-off choice started (the server answers it). */
  const adopt = useCallback(
    (started: TInterlocutorSearch | null) => {
      setNotice(null);
      apply(started, true);
    },
    [apply],
  );

  /** Reads the search again without announcing it (e.g. after the owner removed the person). */
  const refresh = useCallback(async () => {
    apply(await fetchInterlocutorSearch(topicId), false);
  }, [topicId, apply]);

  const cancel = useCallback(async () => {
    apply(await cancelInterlocutorSearch(topicId), false);
  }, [topicId, apply]);

  return {
    search,
    /** What the overlay shows: searching, or Connected for a moment once someone accepted. */
    overlay: isSearching
      ? ('searching' as const)
      : isConnectedShown
        ? ('connected' as const)
        : null,
    /** The interlocutor's nickname while one holds the seat (the only name the owner sees). */
    nickname: search?.status === 'connected' ? search.nickname : null,
    /** A plain message for the chat area: nobody was free, or the interlocutor left. */
    notice,
    dismissNotice: useCallback(() => setNotice(null), []),
    /** A search is running: the switch shows Human, and AI cancels it at once. */
    isSearching,
    start,
    adopt,
    refresh,
    cancel,
  };
}
