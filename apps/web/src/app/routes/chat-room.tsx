import { ChatRoomPage } from '../../features/chat/components/chat-room-page';

/** Route module (lazy-loaded by the router). */
export function Component() {
  return <ChatRoomPage />;
}
