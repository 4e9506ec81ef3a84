import type { TTopic } from '@parlor/contracts';
import type { ChatRoomPageState } from '../hooks/use-chat-room-page';
import { isSendFree } from '../lib/send-cost';
import { MessageInput } from './message-input';

interface ChatRoomComposerProps {
  page: ChatRoomPageState;
  topic: TTopic;
}

/**
 * The message input: none once the conversation was deleted, nor for a seat refused by its
 * rule; a full chat keeps it (disabled, saying "Chat is full").
 */
export function ChatRoomComposer({ page, topic }: ChatRoomComposerProps) {
  const { room, isPurged } = page;
  const isFull = room.phase === 'full';
  if (isPurged || (isFull && room.refusal !== 'full')) return null;
  return (
    <MessageInput
      topicId={page.topicId}
      isFull={isFull}
      isFree={isSendFree(topic)}
      isDisabled={room.phase !== 'ready'}
      onSend={page.sending.send}
    />
  );
}
