import type { TTopic } from '@parlor/contracts';
import type { RefObject } from 'react';
import type { ChatPhase } from '../lib/chat-phase';
import type { useMessageLog } from './use-message-log';

/**
 * What the steps of a chat's start (start, terms, join and load) share: the topic, its
 * message log, whether the page is still open, the ways out, and the room's state setters.
 */
export interface RoomSteps {
  topicId: number;
  log: ReturnType<typeof useMessageLog>;
  isActiveRef: RefObject<boolean>;
  exitToRooms: (message?: string) => void;
  exitOnError: (error: unknown, message: string) => void;
  setTopic: (topic: TTopic) => void;
  setPhase: (phase: ChatPhase) => void;
}
