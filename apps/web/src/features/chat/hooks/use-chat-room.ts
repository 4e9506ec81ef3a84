import type { TJoinRefusal, TTopic } from '@parlor/contracts';
import { useCallback, useMemo, useState } from 'react';
import { fetchMessages } from '../api/messages';
import type { ChatPhase } from '../lib/chat-phase';
import type { RoomSteps } from './room-steps';
import { useJoinAndLoad } from './use-join-and-load';
import { useKeepSeenConversation } from './use-keep-seen-conversation';
import { useMessageLog } from './use-message-log';
import { useRoomExits } from './use-room-exits';
import { useRoomStart } from './use-room-start';
import { useTermsAnswer } from './use-terms-answer';

/**
 * The chat page's state and its initialisation in the order of spec §4: fetch the topic
 * (missing or closed → rooms), check the terms (modal when not accepted), join when the
 * user is neither owner nor guest, then load the messages.
 */
export function useChatRoom(topicId: number) {
  const log = useMessageLog();
  const [phase, setPhase] = useState<ChatPhase>('loading');
  const [topic, setTopic] = useState<TTopic | null>(null);
  const [terms, setTerms] = useState('');
  const [refusal, setRefusal] = useState<TJoinRefusal>('full');
  const { isActiveRef, exitToRooms, exitOnError } = useRoomExits(topicId);
  const steps: RoomSteps = {
    topicId,
    log,
    isActiveRef,
    exitToRooms,
    exitOnError,
    setTopic,
    setPhase,
  };
  const joinAndLoad = useJoinAndLoad(steps);
  const isOffline = useRoomStart({ ...steps, joinAndLoad, setTerms, setRefusal });

  // What is shown is kept for a start without network (this tab only).
  const { messages } = log;
  const seen = useMemo(
    () => (phase === 'ready' && !isOffline && topic ? { topic, messages } : null),
    [phase, isOffline, topic, messages],
  );
  useKeepSeenConversation(topicId, seen, isActiveRef);

  const { agreeToTerms, declineTerms } = useTermsAnswer({ ...steps, topic, joinAndLoad });

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
