import { ChatRoomPage } from '../../features/chat/components/chat-room-page';
import { ConversationRatingPanel } from '../../features/ratings/components/conversation-rating-panel';

/**
 * Route module (lazy-loaded by the router): the conversation, with the owner's rating of it
 * beside the chat (rate, change within 24 h, or see that it can no longer be changed).
 */
export function Component() {
  return (
    <ChatRoomPage
      sidebarExtra={(topic) =>
        topic.is_owner ? <ConversationRatingPanel topicId={topic.id} /> : null
      }
    />
  );
}
