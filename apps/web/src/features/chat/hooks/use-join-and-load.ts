import { chatErrorCodes, type TTopic } from '@parlor/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { fetchMessages } from '../api/messages';
import { chatKeys } from '../api/query-keys';
import { fetchTopic, joinTopic } from '../api/topics';
import type { TopicsPageState } from '../components/topics-page';
import { chatErrorMessage, existingChatOf, hasCode } from '../lib/chat-errors';
import type { RoomSteps } from './room-steps';

type JoinAndLoadOptions = Pick<
  RoomSteps,
  'topicId' | 'log' | 'isActiveRef' | 'exitOnError' | 'setTopic' | 'setPhase'
>;

/**
 * The last steps of a chat's start (spec §4): join when the user is neither owner nor guest
 * (a full topic, an existing chat elsewhere or a refusal ends it there), then load the
 * latest messages and show the room.
 */
export function useJoinAndLoad({
  topicId,
  log,
  isActiveRef,
  exitOnError,
  setTopic,
  setPhase,
}: JoinAndLoadOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const loadLatest = useCallback(async () => {
    const page = await fetchMessages(topicId, { kind: 'latest' });
    log.reset(page.data, page.meta.total > page.data.length);
  }, [topicId, log]);

  return useCallback(
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
            isActiveRef.current = false;
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
      if (!isActiveRef.current) return;
      setTopic(joined);
      setPhase('ready');
    },
    [topicId, queryClient, navigate, exitOnError, loadLatest, isActiveRef, setTopic, setPhase],
  );
}
