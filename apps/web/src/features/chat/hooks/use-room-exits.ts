import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isUnverifiedError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { chatKeys } from '../api/query-keys';
import { forgetSeenConversation } from '../lib/seen-conversation';

/**
 * The ways out of a chat page, and whether the page is still this topic's (`isActiveRef`,
 * false once it left or unmounted, so late answers change nothing).
 */
export function useRoomExits(topicId: number) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isActiveRef = useRef(true);

  /** Leaves the page for the rooms list with a message (spec §8). */
  const exitToRooms = useCallback(
    (message?: string) => {
      if (!isActiveRef.current) return;
      isActiveRef.current = false;
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
        isActiveRef.current = false;
        return;
      }
      exitToRooms(message);
    },
    [exitToRooms],
  );

  return { isActiveRef, exitToRooms, exitOnError };
}
