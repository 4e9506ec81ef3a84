import { TopicsPage } from '../../features/chat/components/topics-page';

/** Route module (lazy-loaded by the router). */
export function Component() {
  return <TopicsPage />;
}
