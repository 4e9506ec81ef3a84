import { Plus, Shuffle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { BackLink } from './back-link';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState, ErrorBox } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingBlock } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { openModal } from '../../../lib/modals';
import { useTopics } from '../api/topics';
import type { ExistingChat } from '../lib/chat-errors';
import { openExistingChat } from '../lib/open-existing-chat';
import { useNow } from '../../../lib/use-now';
import { ChatPageShell } from './chat-page-shell';
import { TopicCard } from './topic-card';
import '../texts';

/** What the chat page hands over when joining failed on the active-chat limit. */
export interface TopicsPageState {
  existingChat?: ExistingChat;
}

/** `/rooms/{roomId}/topics`: a room's open topics, 6 per page, highlighted first. */
export function TopicsPage() {
  const { t } = useTranslation();
  const roomId = Number(useParams().roomId);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const topics = useTopics(roomId, page);
  const now = useNow();
  const existingChat = (useLocation().state as TopicsPageState | null)?.existingChat;

  const roomTitle = topics.data?.room.title ?? '';
  const setPage = (next: number) =>
    setSearchParams(next > 1 ? { page: String(next) } : {}, { replace: true });

  const heading = (
    <TopicsHeading roomTitle={roomTitle} topicsCount={topics.data?.room.topics_count} />
  );
  const actions = <TopicsActions roomId={roomId} />;

  let content;
  if (topics.isPending) content = <LoadingBlock label={t('common.loading')} />;
  else if (topics.isError)
    content = (
      <ErrorBox
        message={
          isApiError(topics.error) && topics.error.status === 404
            ? t('chat.topics.roomNotFound')
            : t('chat.topics.failed')
        }
      >
        <Button variant="outline" size="sm" onClick={() => void topics.refetch()}>
          {t('common.tryAgain')}
        </Button>
        <ButtonLink to="/rooms" variant="ghost" size="sm">
          {t('chat.topics.back')}
        </ButtonLink>
      </ErrorBox>
    );
  else if (topics.data.data.length === 0)
    content = (
      <EmptyState title={t('chat.topics.empty')}>
        <Button size="sm" onClick={() => openModal('createTopic', { roomId })}>
          {t('chat.topics.create')}
        </Button>
      </EmptyState>
    );
  else
    content = (
      <>
        <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {topics.data.data.map((topic) => (
            <li key={topic.id}>
              <TopicCard topic={topic} now={now} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          lastPage={topics.data.meta.last_page}
          onPageChange={setPage}
          className="mt-8"
        />
      </>
    );

  return (
    <ChatPageShell title={roomTitle || t('chat.rooms.title')} heading={heading} actions={actions}>
      {existingChat ? <ExistingChatBox existingChat={existingChat} /> : null}
      {content}
    </ChatPageShell>
  );
}

/** Back to the rooms, the room's title and how many topics it has. */
function TopicsHeading({ roomTitle, topicsCount }: { roomTitle: string; topicsCount?: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3">
      <BackLink to="/rooms" label={t('chat.topics.back')} isOutlined />
      <div className="min-w-0">
        <h1 className="truncate font-display text-2xl font-extrabold text-white sm:text-3xl">
          {roomTitle || '\u00a0'}
        </h1>
        {topicsCount !== undefined ? (
          <p className="text-sm text-ink-300">{t('chat.topics.count', { count: topicsCount })}</p>
        ) : null}
      </div>
    </div>
  );
}

/** Create a topic in this room, or start a random chat. */
function TopicsActions({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        icon={<Plus className="size-4" aria-hidden="true" />}
        onClick={() => openModal('createTopic', { roomId })}
      >
        {t('chat.topics.create')}
      </Button>
      <ButtonLink to="/chat" variant="outline">
        <Shuffle className="size-4" aria-hidden="true" />
        {t('chat.topics.startRandom')}
      </ButtonLink>
    </>
  );
}

/** Joining failed on the active-chat limit: the way to the chats already open. */
function ExistingChatBox({ existingChat }: { existingChat: ExistingChat }) {
  const { t } = useTranslation();
  return (
    <ErrorBox message={existingChat.message} className="mb-6">
      <Button variant="outline" size="sm" onClick={() => openModal('activeChats')}>
        {t('chat.topics.viewActive')}
      </Button>
      <Button size="sm" onClick={() => void openExistingChat(existingChat)}>
        {t('chat.topics.openExisting')}
      </Button>
    </ErrorBox>
  );
}
