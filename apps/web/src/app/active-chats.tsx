import { ActiveChatsModal } from '../features/chat/components/active-chats-modal';
import { ClosedChatRating } from '../features/ratings/components/closed-chat-rating';

/**
 * "Active chats" (lazy-loaded by the modal host), with the owner's rating on each closed
 * conversation: its page can no longer be opened, so its rating is changed from here.
 */
export function ActiveChatsWithRatings({ onClose }: { onClose: () => void }) {
  return (
    <ActiveChatsModal
      onClose={onClose}
      closedChatExtra={(chat) =>
        chat.is_owner ? <ClosedChatRating topicId={chat.id} title={chat.title} /> : null
      }
    />
  );
}
