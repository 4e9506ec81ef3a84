import type { TActiveChatsAnswer, TClosedChat } from '@parlor/contracts';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorBox } from '../../../components/ui/feedback';
import { Modal } from '../../../components/ui/modal';
import { LoadingBlock } from '../../../components/ui/spinner';
import { navigateTo } from '../../../lib/navigation';
import { useActiveChats } from '../api/topics';
import { formatRelative } from '../lib/format-relative';
import { useNow } from '../../../lib/use-now';
import { ClosedChatsList } from './closed-chats-list';
import { TopicTitle } from './topic-title';
import '../texts';

/**
 * Active chats (spec §2): the user's open chats, counted against max_allowed; below them the
 * closed conversations still stored, with when they are deleted. `closedChatExtra` adds to a
 * closed conversation what another feature shows for it (the owner's rating).
 */
/** One open conversation: its title, room, the person's part in it and age; opens its chat. */
function ActiveChatLink({
  topic,
  now,
  onOpen,
}: {
  topic: TActiveChatsAnswer['payload'][number];
  now: number;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => {
        onOpen();
        navigateTo(`/topics/${topic.id}/chat`);
      }}
      className="group flex w-full items-center gap-3 rounded-2xl border border-ink-700 bg-ink-800 px-4 py-3 text-left transition hover:border-accent/60 hover:bg-ink-750"
    >
      <span className="min-w-0 flex-1">
        <TopicTitle topic={topic} className="block truncate font-semibold text-white" />
        <span className="mt-0.5 block truncate text-xs text-ink-400">
          {topic.room.title} · {topic.is_owner ? t('chat.active.owner') : t('chat.active.guest')} ·{' '}
          {formatRelative(topic.created_at, now)}
        </span>
      </span>
      <span className="sr-only">{t('chat.active.open')}</span>
      <ChevronRight className="size-5 text-ink-400 group-hover:text-white" aria-hidden="true" />
    </button>
  );
}

export function ActiveChatsModal({
  onClose,
  closedChatExtra,
}: {
  onClose: () => void;
  closedChatExtra?: (chat: TClosedChat) => ReactNode;
}) {
  const { t } = useTranslation();
  const active = useActiveChats();
  const now = useNow();

  let content;
  if (active.isPending) content = <LoadingBlock label={t('common.loading')} />;
  else if (active.isError)
    content = (
      <ErrorBox message={`${t('chat.active.failed')}. ${t('chat.active.failedDetails')}`}>
        <Button size="sm" variant="outline" onClick={() => void active.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </ErrorBox>
    );
  else if (active.data.payload.length === 0)
    content = (
      <>
        <EmptyState title={t('chat.active.empty')} />
        <ClosedChatsList chats={active.data.closed_chats} extra={closedChatExtra} />
      </>
    );
  else
    content = (
      <>
        <ul className="flex flex-col gap-2">
          {active.data.payload.map((topic) => (
            <li key={topic.id}>
              <ActiveChatLink topic={topic} now={now} onOpen={onClose} />
            </li>
          ))}
        </ul>
        <ClosedChatsList chats={active.data.closed_chats} extra={closedChatExtra} />
      </>
    );

  return (
    <Modal
      open
      onClose={onClose}
      title={
        <span className="flex items-center gap-3">
          {t('chat.active.title')}
          {active.data ? (
            <span className="rounded-full bg-ink-750 px-2.5 py-0.5 text-sm font-semibold text-ink-200">
              {t('chat.active.count', {
                count: active.data.current_count,
                max: active.data.max_allowed,
              })}
            </span>
          ) : null}
        </span>
      }
      maxWidth={520}
    >
      {content}
    </Modal>
  );
}
