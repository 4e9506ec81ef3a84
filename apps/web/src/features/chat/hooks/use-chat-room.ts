import { chatErrorCodes, type TJoinRefusal, type TTopic } from '@parlor/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError, isUnverifiedError } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { fetchMessages } from '../api/messages';
import { chatKeys } from '../api/query-keys';
import { acceptTerms, checkTerms, fetchTopic, joinTopic, leaveTopic } from '../api/topics';
import type { TopicsPageState } from '../components/topics-page';
import {
  chatErrorMessage,
  existingChatOf,
  hasCode,
  topicFetchErrorMessage,
} from '../lib/chat-errors';
import { entryRefusalOf } from '../lib/join-refusal';
import { forgetSeenConversation, seenConversation } from '../lib/seen-conversation';
import { useKeepSeenConversation } from './use-keep-seen-conversation';
import { useMessageLog } from './use-message-log';
import { useStartOverWhenOnline } from './use-start-over-when-online';

/**
 * - loading: spec §4 initialisation is running
 * - terms: the house rules wait for Agree / Decline
 * - joining: the rules were just agreed; the room stays on screen with its input disabled
 *   while the topic is joined and its messages load (a loading screen in its place would
 *   unmount the input, and what was picked in it)
 * - full: the user cannot enter: two people are in it and the user is not one of them
 *   ("Chat is full"), or the seat rule closes it to them (`refusal` says which)
 * - ready: the user is the owner or the guest; messages are loaded (or, without network,
 *   shown as this tab last saw them: `isOffline`)
 * - offline: no network and nothing seen in this tab to show; tried again once it is back
 */
export type ChatPhase = 'loading' | 'terms' | 'joining' | 'full' | 'ready' | 'offline';

/** The browser could not reach the server at all (no answer, not a refusal). */
function isUnreachable(error: unknown): boolean {
  return isApiError(error) && error.details.isNetwork === true;
}

/**
 * The chat page's state and its initialisation in the order of spec §4: fetch the topic
 * (missing or closed → rooms), check the terms (modal when not accepted), join when the
 * user is neither owner nor guest, then load the messages.
 */
export function useChatRoom(topicId: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const log = useMessageLog();
  const [phase, setPhase] = useState<ChatPhase>('loading');
  const [topic, setTopic] = useState<TTopic | null>(null);
  const [terms, setTerms] = useState('');
  const [refusal, setRefusal] = useState<TJoinRefusal>('full');
  // Started without network: the page shows what this tab saw last; `attempt` starts over.
  // `failedStarts` counts the starts in a row that reached no server (0: it loaded).
  const [failedStarts, setFailedStarts] = useState(0);
  const isOffline = failedStarts > 0;
  const [attempt, setAttempt] = useState(0);
  const isActive = useRef(true);

  /** Leaves the page for the rooms list with a message (spec §8). */
  const exitToRooms = useCallback(
    (message?: string) => {
      if (!isActive.current) return;
      isActive.current = false;
      if (message) toast.error(message);
      forgetSeenConversation(topicId);
      void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      void navigate('/rooms', { replace: true });
    },
    [navigate, queryClient, topicId],
  );

  /**
   * Leaves for the rooms list after a failed call, except for an unverified address: the
   * app then opens the verification page with a redirect back to this chat.
   */
  const exitOnError = useCallback(
    (error: unknown, message: string) => {
      if (isUnverifiedError(error)) {
        isActive.current = false;
        return;
      }
      exitToRooms(message);
    },
    [exitToRooms],
  );

  const loadLatest = useCallback(async () => {
    const page = await fetchMessages(topicId, { kind: 'latest' });
    log.reset(page.data, page.meta.total > page.data.length);
  }, [topicId, log]);

  const joinAndLoad = useCallback(
    async (current: TTopic) => {
      let joined = current;
      if (!current.is_owner && !current.is_guest) {
        if (current.participants_count >= 2) {
          setTopic(current);
          setPhase('full');
          return;
        }
        try {
          joined = await joinTopic(topicId);
          void queryClient.invalidateQueries({ queryKey: chatKeys.active() });
        } catch (error) {
          if (hasCode(error, chatErrorCodes.alreadyParticipant)) {
            joined = await fetchTopic(topicId);
          } else if (existingChatOf(error)) {
            // Back to the room's topics, whose error box offers the existing chat.
            isActive.current = false;
            toast.error(chatErrorMessage(error));
            const state: TopicsPageState = { existingChat: existingChatOf(error) };
            void navigate(`/rooms/${current.room_id}/topics`, { replace: true, state });
            return;
          } else if (hasCode(error, chatErrorCodes.topicFull)) {
            setTopic({ ...current, participants_count: 2 });
            setPhase('full');
            return;
          } else {
            exitOnError(error, chatErrorMessage(error));
            return;
          }
        }
      }
      await loadLatest();
      if (!isActive.current) return;
      setTopic(joined);
      setPhase('ready');
    },
    [topicId, queryClient, navigate, exitOnError, loadLatest],
  );

  useEffect(() => {
    isActive.current = true;
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
      if (!isActive.current) return;
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
        if (!isActive.current) return;
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
      if (!isActive.current) return;
      setFailedStarts((count) => count + 1);
      const seen = seenConversation(topicId);
      if (!seen) return setPhase('offline');
      setTopic(seen.topic);
      log.reset(seen.messages, false);
      // The balance beside the chat as it was, rather than none (the profile cannot load).
      if (seen.profile && !queryClient.getQueryData(profileQueryKey)) {
        queryClient.setQueryData(profileQueryKey, seen.profile);
      }
      setPhase('ready');
    };
    run().catch((error: unknown) =>
      isUnreachable(error) ? startOffline() : exitOnError(error, chatErrorMessage(error)),
    );
    return () => {
      isActive.current = false;
    };
    // Runs once per topic and again after an offline start; the callbacks it uses are stable
    // for a topic.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [topicId, attempt]);

  const startOver = useCallback(() => setAttempt((count) => count + 1), []);
  useStartOverWhenOnline(isOffline, failedStarts, startOver);

  // What is shown is kept for a start without network (this tab only).
  const { messages } = log;
  const seen = useMemo(
    () => (phase === 'ready' && !isOffline && topic ? { topic, messages } : null),
    [phase, isOffline, topic, messages],
  );
  useKeepSeenConversation(topicId, seen, isActive);

  /** Agree: record the acceptance, then join and load (spec §4, Terms). */
  const agreeToTerms = useCallback(async () => {
    try {
      await acceptTerms(topicId);
    } catch (error) {
      const body = isApiError(error)
        ? (error.details.body as { system_message?: unknown })
        : undefined;
      // An error carrying a system_message counts as accepted with warnings.
      if (typeof body?.system_message !== 'string')
        return exitOnError(error, chatErrorMessage(error));
      toast.warning(body.system_message);
    }
    setPhase('joining');
    try {
      await joinAndLoad(await fetchTopic(topicId));
    } catch (error) {
      exitOnError(error, topicFetchErrorMessage(error));
    }
  }, [topicId, joinAndLoad, exitOnError]);

  /** Decline or closing the terms: back to the rooms (a random-chat seat is given back). */
  const declineTerms = useCallback(() => {
    if (topic?.is_guest) void leaveTopic(topicId).catch(() => undefined);
    exitToRooms();
  }, [topic, topicId, exitToRooms]);

  const loadOlder = useCallback(async () => {
    const beforeSeq = log.first?.seq;
    if (beforeSeq === undefined || beforeSeq === null) return;
    const page = await fetchMessages(topicId, { kind: 'before', beforeSeq });
    log.prepend(page.data, page.meta.total > page.data.length);
  }, [topicId, log]);

  return {
    phase,
    /** The page started without network: what it shows is this tab's last copy. */
    isOffline,
    topic,
    setTopic,
    terms,
    /** Why the page shows no chat in phase `full`. */
    refusal,
    log,
    agreeToTerms,
    declineTerms,
    loadOlder,
    exitToRooms,
  };
}
