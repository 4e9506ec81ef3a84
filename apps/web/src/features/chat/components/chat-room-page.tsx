import type { TTopic } from '@parlor/contracts';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingBlock } from '../../../components/ui/spinner';
import { setViewedTopic } from '../../../lib/realtime';
import { useChatRoomPage } from '../hooks/use-chat-room-page';
import { ChatRoomComposer } from './chat-room-composer';
import { ChatRoomDialogs, RoomSearchingOverlay } from './chat-room-dialogs';
import { ChatRoomHeader } from './chat-room-header';
import { ChatRoomLog } from './chat-room-log';
import { ChatSheet } from './chat-sheet';
import { ChatSidebar } from './chat-sidebar';
import { OfflineChatNotice } from './offline-chat-notice';
import '../texts';

/** What the app adds to the conversation's side panel, given the topic as the viewer sees it. */
export type SidebarExtra = (topic: TTopic) => ReactNode;

/** `/topics/{topicId}/chat`: the conversation (state starts afresh for every topic). */
export function ChatRoomPage({ sidebarExtra }: { sidebarExtra?: SidebarExtra }) {
  const topicId = Number(useParams().topicId);
  // Nothing is pushed for the conversation open here; its notification closes elsewhere.
  useEffect(() => {
    setViewedTopic(topicId);
    return () => setViewedTopic(null);
  }, [topicId]);
  return <ChatRoom key={topicId} topicId={topicId} sidebarExtra={sidebarExtra} />;
}

function ChatRoom({ topicId, sidebarExtra }: { topicId: number; sidebarExtra?: SidebarExtra }) {
  const { t } = useTranslation();
  const page = useChatRoomPage(topicId);
  const { room, panels } = page;
  const topic = room.topic;

  if (room.phase === 'offline') return <OfflineChatNotice />;
  if (room.phase === 'loading' || !topic) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <LoadingBlock label={t('common.loading')} />
      </div>
    );
  }

  const sidebar = (
    <ChatSidebar
      topic={topic}
      isSearching={page.search.isSearching}
      extra={sidebarExtra?.(topic)}
      {...page.sidebarActions}
    />
  );
  return (
    <div className="flex min-h-0 flex-1">
      <div className="mx-auto flex min-h-0 w-full max-w-7xl flex-1 gap-6 lg:px-6 lg:py-6">
        <aside
          className="hidden w-72 shrink-0 overflow-y-auto lg:block"
          aria-label={t('chat.room.info')}
        >
          {sidebar}
        </aside>

        <section className="relative flex min-h-0 min-w-0 flex-1 flex-col overflow-hidden bg-ink-900 lg:rounded-[var(--radius-card)] lg:border lg:border-ink-700/80 lg:bg-ink-850/60">
          <ChatRoomHeader
            topic={topic}
            typingName={page.typingName}
            onOpenMenu={panels.openSheet}
          />
          <ChatRoomLog page={page} topic={topic} />
          <ChatRoomComposer page={page} topic={topic} />
          <RoomSearchingOverlay search={page.search} />
        </section>
      </div>

      <ChatSheet open={panels.isSheetOpen} onClose={panels.closeSheet} title={t('chat.room.info')}>
        {sidebar}
      </ChatSheet>

      <ChatRoomDialogs page={page} />
    </div>
  );
}
