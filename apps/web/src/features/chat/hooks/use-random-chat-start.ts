import type { TChatMode } from '@parlor/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { chatKeys } from '../api/query-keys';
import { joinRandomTopic } from '../api/topics';
import { chatErrorMessage, existingChatOf, hasCode, type ExistingChat } from '../lib/chat-errors';

/** Why no random chat was started: an open chat already, no free seat, or another failure. */
export type RandomChatFailure =
  { kind: 'existing'; existing: ExistingChat } | { kind: 'noFree' | 'other'; message: string };

/** Starts a random chat in the chosen mode and opens it, or says why not. */
export function useRandomChatStart(mode: TChatMode) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isSearching, setIsSearching] = useState(false);
  const [failure, setFailure] = useState<RandomChatFailure | null>(null);

  const start = async () => {
    setFailure(null);
    setIsSearching(true);
    try {
      const topic = await joinRandomTopic(mode);
      void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      void navigate(`/topics/${topic.id}/chat`);
    } catch (error) {
      const existing = existingChatOf(error);
      if (existing) setFailure({ kind: 'existing', existing });
      else
        setFailure({
          kind: hasCode(error, 'NO_FREE_TOPICS') ? 'noFree' : 'other',
          message: chatErrorMessage(error),
        });
      setIsSearching(false);
    }
  };

  return { isSearching, failure, start };
}
