import type { TClosedChat } from '@parlor/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { confirm } from '../../../lib/modals';
import { toast } from '../../../lib/toast';
import { deleteMyMessages, purgeTopic } from '../api/conversation-privacy';
import { chatKeys } from '../api/query-keys';
import { chatErrorMessage } from '../lib/chat-errors';
import '../texts';

/**
 * The active chats' second list: closed conversations whose messages are still
 * stored, each with the day the retention purge deletes them, and a way to delete now (the
 * owner the whole conversation, a guest their own messages). `extra` adds what another
 * feature shows for a conversation (the app passes the owner's rating).
 */
export function ClosedChatsList({
  chats,
  extra,
}: {
  chats: TClosedChat[];
  extra?: (chat: TClosedChat) => ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  if (chats.length === 0) return null;

  const deleteNow = (chat: TClosedChat) =>
    confirm({
      title: chat.is_owner ? t('conversations.purge.title') : t('conversations.deleteMine.title'),
      message: chat.is_owner
        ? t('conversations.purge.message')
        : t('conversations.deleteMine.message'),
      confirmLabel: chat.is_owner
        ? t('conversations.purge.confirm')
        : t('conversations.deleteMine.confirm'),
      tone: 'danger',
      onConfirm: async () => {
        try {
          await (chat.is_owner ? purgeTopic(chat.id) : deleteMyMessages(chat.id));
        } catch (error) {
          toast.error(chatErrorMessage(error));
          return;
        }
        toast.success(
          chat.is_owner ? t('conversations.purge.done') : t('conversations.deleteMine.done'),
        );
        void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      },
    });

  return (
    <section className="mt-5" aria-labelledby="closed-chats-title">
      <h3
        id="closed-chats-title"
        className="mb-2 text-xs font-bold tracking-wider text-ink-400 uppercase"
      >
        {t('conversations.closed.title')}
      </h3>
      <ul className="flex flex-col gap-2">
        {chats.map((chat) => (
          <li
            key={chat.id}
            className="flex items-center gap-3 rounded-2xl border border-ink-700/70 bg-ink-850 px-4 py-3"
            data-closed-chat={chat.id}
          >
            <div className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-ink-200">{chat.title}</span>
              <span className="mt-0.5 block truncate text-xs text-ink-400">
                {chat.room_title} ·{' '}
                {chat.is_owner ? t('chat.active.owner') : t('chat.active.guest')} ·{' '}
                <time dateTime={chat.deletes_at} data-testid="deletes-on">
                  {t('conversations.closed.deletesOn', { date: formatDate(chat.deletes_at) })}
                </time>
              </span>
              {extra?.(chat)}
            </div>
            {chat.is_owner || chat.has_own_messages ? (
              <IconButton
                label={
                  chat.is_owner
                    ? t('conversations.purge.action')
                    : t('conversations.deleteMine.action')
                }
                className="text-danger hover:text-danger"
                onClick={() => deleteNow(chat)}
              >
                <Trash2 className="size-4.5" aria-hidden="true" />
              </IconButton>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
