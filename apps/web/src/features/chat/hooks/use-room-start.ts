import type { TJoinRefusal, TTopic } from '@parlor/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/auth';
import { checkTerms, fetchTopic } from '../api/topics';
import { chatErrorMessage, topicFetchErrorMessage } from '../lib/chat-errors';
import { entryRefusalOf } from '../lib/join-refusal';
import { seenConversation } from '../lib/seen-conversation';
import type { RoomSteps } from './room-steps';
import { useStartOverWhenOnline } from './use-start-over-when-online';

interface RoomStartOptions extends RoomSteps {
  joinAndLoad: (current: TTopic) => Promise<void>;
  setTerms: (terms: string) => void;
  setRefusal: (refusal: TJoinRefusal) => void;
}

/** The browser could not reach the server at all (no answer, not a refusal). */
function isUnreachable(error: unknown): boolean {
  return isApiError(error) && error.details.isNetwork === true;
}

/**
 * The conversation as this tab last showed it, its input writing into the outbox; with
 * nothing seen, the offline notice.
 */
function showSeenConversation(
  queryClient: QueryClient,
  { topicId, log, setTopic, setPhase }: RoomStartOptions,
) {
  const seen = seenConversation(topicId);
  if (!seen) return setPhase('offline');
  setTopic(seen.topic);
  log.reset(seen.messages, false);
  // The balance beside the chat as it was, rather than none (the profile cannot load).
  if (seen.profile && !queryClient.getQueryData(profileQueryKey)) {
    queryClient.setQueryData(profileQueryKey, seen.profile);
  }
  setPhase('ready');
}

/**
 * The chat's start in the order of spec §4: fetch the topic (missing or closed → rooms),
 * tell a visitor who cannot enter, check the terms (modal when not accepted), then join and
 * load. Without network it shows what this tab saw last and starts over once the network is
 * back. Returns whether the page started without network.
 */
export function useRoomStart(options: RoomStartOptions) {
  const { topicId, isActiveRef, exitToRooms, exitOnError, joinAndLoad } = options;
  const { setTopic, setTerms, setRefusal, setPhase } = options;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Started without network: the page shows what this tab saw last; `attempt` starts over.
  // `failedStarts` counts the starts in a row that reached no server (0: it loaded).
  const [failedStarts, setFailedStarts] = useState(0);
  const isOffline = failedStarts > 0;
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    isActiveRef.current = true;
    const run = async () => {
      if (!Number.isSafeInteger(topicId) || topicId <= 0)
        return exitToRooms(t('chat.room.topicNotFound'));
      let current: TTopic;
      try {
        current = await fetchTopic(topicId);
      } catch (error) {
        if (isUnreachable(error)) return startOffline();
        return exitOnError(error, topicFetchErrorMessage(error));
      }
      if (!isActiveRef.current) return;
      setFailedStarts(0);
      if (current.is_closed) return exitToRooms(t('chat.room.topicClosed'));
      setTopic(current);
      // A visitor who cannot enter is told so before any house rules are shown.
      const refused = entryRefusalOf(current);
      if (refused) {
        setRefusal(refused);
        setPhase('full');
        return;
      }
      try {
        const check = await checkTerms(topicId);
        if (!isActiveRef.current) return;
        if (!check.has_accepted) {
          setTerms(check.system_message);
          setPhase('terms');
          return;
        }
      } catch (error) {
        // Only a rate limit stops here; other failures let the user proceed (spec §8).
        if (isApiError(error) && error.status === 429)
          return exitToRooms(t('chat.room.rateLimited'));
      }
      await joinAndLoad(current);
    };
    /**
     * No network (a start from the cached app shell, or the connection dropped while the
     * page loaded): the conversation as this tab last showed it, its input writing into the
     * outbox; with nothing seen, a notice. Either way it starts over when the network is back.
     */
    const startOffline = () => {
      if (!isActiveRef.current) return;
      setFailedStarts((count) => count + 1);
      showSeenConversation(queryClient, options);
    };
    run().catch((error: unknown) =>
      isUnreachable(error) ? startOffline() : exitOnError(error, chatErrorMessage(error)),
    );
    return () => {
      isActiveRef.current = false;
    };
    // Runs once per topic and again after an offline start; the callbacks it uses are stable
    // for a topic.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [topicId, attempt]);

  const startOver = useCallback(() => setAttempt((count) => count + 1), []);
  useStartOverWhenOnline(isOffline, failedStarts, startOver);
  return isOffline;
}
