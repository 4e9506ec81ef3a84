import { pageSizes } from '@parlor/contracts';
import { ChevronRight, DoorOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorBox } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingBlock } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useRooms } from '../api/rooms';
import { ActiveChatsPanel } from './active-chats-panel';
import { ChatPageShell } from './chat-page-shell';
import '../texts';

/** `/rooms`: 12 rooms per page with their open topics, and the active chats panel. */
export function RoomListPage() {
  const { t } = useTranslation();
  const rooms = useRooms();
  const [page, setPage] = useState(1);
  const list = rooms.data ?? [];
  const lastPage = Math.max(1, Math.ceil(list.length / pageSizes.rooms));
  const shown = list.slice((page - 1) * pageSizes.rooms, page * pageSizes.rooms);

  let content;
  if (rooms.isPending) content = <LoadingBlock label={t('common.loading')} />;
  else if (rooms.isError)
    content = (
      <ErrorBox
        message={
          isApiError(rooms.error) && rooms.error.status >= 500
            ? t('chat.rooms.failedLater')
            : t('chat.rooms.failed')
        }
      >
        <Button variant="outline" size="sm" onClick={() => void rooms.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </ErrorBox>
    );
  else if (list.length === 0) content = <EmptyState title={t('chat.rooms.empty')} />;
  else
    content = (
      <>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((room) => (
            <li key={room.id}>
              <Link
                to={`/rooms/${room.id}/topics`}
                aria-label={t('chat.rooms.openRoom', { title: room.title })}
                className="group flex h-full items-center gap-4 rounded-[var(--radius-card)] border border-ink-700/80 bg-ink-850/90 p-4 transition hover:-translate-y-0.5 hover:border-accent/60 hover:bg-ink-800 sm:p-5"
              >
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-accent/30 to-purple/20 text-accent-hover">
                  <DoorOpen className="size-6" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 block font-display text-base leading-snug font-bold text-white sm:text-lg">
                    {room.title}
                  </span>
                  <span className="mt-0.5 block text-sm text-ink-300">
                    {t('chat.rooms.openTopics', { count: room.topics_count })}
                  </span>
                </span>
                <ChevronRight
                  className="size-5 shrink-0 text-ink-400 transition group-hover:translate-x-0.5 group-hover:text-white"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
        <Pagination page={page} lastPage={lastPage} onPageChange={setPage} className="mt-6" />
      </>
    );

  return (
    <ChatPageShell
      title={t('chat.rooms.title')}
      subtitle={t('chat.rooms.subtitle')}
      aside={<ActiveChatsPanel />}
    >
      {content}
    </ChatPageShell>
  );
}
