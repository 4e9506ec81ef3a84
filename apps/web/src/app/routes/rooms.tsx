import { RoomListPage } from '../../features/chat/components/room-list-page';

/** Route module (lazy-loaded by the router). */
export function Component() {
  return <RoomListPage />;
}
