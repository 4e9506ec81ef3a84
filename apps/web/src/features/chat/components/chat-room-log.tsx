import type { TTopic } from '@parlor/contracts';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { useRealtimeStatus } from '../../../lib/realtime';
import type { ChatRoomPageState } from '../hooks/use-chat-room-page';
import { joinRefusalMessage } from '../lib/join-refusal';
import { ConnectionNotice } from './connection-notice';
import { CrisisCard } from './crisis-card';
import { MessageList } from './message-list';
import { PinnedHandoffSummary } from './pinned-handoff-summary';
import { PurgedNotice } from './purged-notice';
import { SearchNotice } from './search-notice';

interface ChatRoomLogProps {
  page: ChatRoomPageState;
  topic: TTopic;
}

/**
 * The conversation between header and input: the connection and the pinned summary, then the
 * messages (or why there are none: deleted, or the seat is not open to the caller), the end
 * of a search and, in safe mode, the help lines.
 */
export function ChatRoomLog({ page, topic }: ChatRoomLogProps) {
  const { room, isPurged, search, sending } = page;
  const socketStatus = useRealtimeStatus();
  const isFull = room.phase === 'full';
  // The safety lane: help lines pinned, messages free (the server charges nothing either).
  // The server answers `safe_until` only while it holds and pushes its end.
  const safeUntil = topic.safe_until;
  return (
    <>
      {room.phase === 'ready' ? (
        // Started without network, no socket is asked for until the page has loaded again.
        <ConnectionNotice status={room.isOffline ? 'offline' : socketStatus} />
      ) : null}
      {!topic.is_owner && !isFull && !isPurged ? (
        <PinnedHandoffSummary topicId={page.topicId} />
      ) : null}

      {isPurged ? (
        <PurgedNotice roomId={topic.room_id} />
      ) : isFull ? (
        <SeatRefusal topic={topic} message={joinRefusalMessage(room.refusal)} />
      ) : (
        <MessageList
          messages={room.log.messages}
          hasOlder={room.log.hasOlder}
          prependCount={room.log.prependCount}
          onLoadOlder={room.loadOlder}
          typingName={page.typingName}
          outbox={sending.shownOutbox}
          onRetry={sending.outbox.retry}
          onDiscard={sending.outbox.discard}
        />
      )}
      {search.notice && !isFull ? (
        <SearchNotice
          notice={search.notice}
          onSearchAgain={page.searchAgain}
          onDismiss={search.dismissNotice}
        />
      ) : null}
      {safeUntil && !isFull ? <CrisisCard safeUntil={safeUntil} /> : null}
    </>
  );
}

/** Why the caller cannot take the seat ("Chat is full", or the seat rule), and the way back. */
function SeatRefusal({ topic, message }: { topic: TTopic; message: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-ink-800 text-ink-300">
        <Users className="size-7" aria-hidden="true" />
      </span>
      <p className="font-display text-xl font-bold text-white" data-testid="chat-refusal">
        {message}
      </p>
      <ButtonLink to={`/rooms/${topic.room_id}/topics`} variant="outline">
        {t('chat.room.backToRooms')}
      </ButtonLink>
    </div>
  );
}
