import type { TTopic } from '@parlor/contracts';
import { useCallback } from 'react';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { acceptTerms, fetchTopic, leaveTopic } from '../api/topics';
import { chatErrorMessage, topicFetchErrorMessage } from '../lib/chat-errors';
import type { RoomSteps } from './room-steps';

interface TermsAnswerOptions extends Pick<
  RoomSteps,
  'topicId' | 'exitToRooms' | 'exitOnError' | 'setPhase'
> {
  topic: TTopic | null;
  joinAndLoad: (current: TTopic) => Promise<void>;
}

/** The two answers to the house rules: Agree (then join and load) and Decline. */
export function useTermsAnswer({
  topicId,
  topic,
  joinAndLoad,
  exitToRooms,
  exitOnError,
  setPhase,
}: TermsAnswerOptions) {
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
  }, [topicId, joinAndLoad, exitOnError, setPhase]);

  /** Decline or closing the terms: back to the rooms (a random-chat seat is given back). */
  const declineTerms = useCallback(() => {
    if (topic?.is_guest) void leaveTopic(topicId).catch(() => undefined);
    exitToRooms();
  }, [topic, topicId, exitToRooms]);

  return { agreeToTerms, declineTerms };
}
