import type { TInterlocutorSearch } from '@parlor/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeRealtime } from '../../../lib/realtime';
import { toast } from '../../../lib/toast';
import { cancelInterlocutorSearch, fetchInterlocutorSearch } from '../api/interlocutor-search';
import { updateChatMode } from '../api/topics';

const fallbackPollMs = 5_000;
const connectedShownMs = 1_500;

/**
 * The owner's real search for a person (replaces the spec's random timer): `start` asks the
 * server, which offers the topic to available interlocutors; the state follows the socket's
 * `interlocutor_search` events (polled while searching, in case the socket is down). The
 * owner is told plainly when nobody was free or the interlocutor left.
 */
export function useInterlocutorSearch(topicId: number, isOwner: boolean) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<TInterlocutorSearch | null>(null);
  const [isConnectedShown, setIsConnectedShown] = useState(false);

  const apply = useCallback(
    (next: TInterlocutorSearch | null, announce: boolean) => {
      setSearch((previous) => {
        if (announce && previous?.status !== next?.status) {
          if (next?.status === 'timed_out') toast.info(t('interlocutors.chat.timedOut'));
          if (next?.status === 'ended') toast.info(t('interlocutors.chat.ended'));
          if (next?.status === 'connected' && previous?.status === 'searching') {
            setIsConnectedShown(true);
            window.setTimeout(() => setIsConnectedShown(false), connectedShownMs);
          }
        }
        return next;
      });
    },
    [t],
  );

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

  const isSearching = search?.status === 'searching';
  useEffect(() => {
    if (!isSearching) return;
    const timer = window.setInterval(() => {
      fetchInterlocutorSearch(topicId)
        .then((found) => apply(found, true))
        .catch(() => undefined);
    }, fallbackPollMs);
    return () => window.clearInterval(timer);
  }, [isSearching, topicId, apply]);

  const start = useCallback(async () => {
    await updateChatMode(topicId, 'human');
    apply(await fetchInterlocutorSearch(topicId), true);
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
    start,
    cancel,
  };
}
