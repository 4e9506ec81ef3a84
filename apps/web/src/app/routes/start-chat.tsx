import { StartChatPage } from '../../features/chat/components/start-chat-page';

/** Route module (lazy-loaded by the router). */
export function Component() {
  return <StartChatPage />;
}
