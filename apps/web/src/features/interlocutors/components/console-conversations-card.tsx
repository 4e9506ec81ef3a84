import type { TInterlocutorConsole } from '@parlor/contracts';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';

/** The conversations held, out of the most allowed, each opening the normal chat page. */
export function ConsoleConversationsCard({
  conversations,
  maxChats,
}: {
  conversations: TInterlocutorConsole['conversations'];
  maxChats: number;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardTitle>{t('interlocutors.console.conversationsTitle')}</CardTitle>
      <p className="mt-1 text-xs text-ink-300">
        {t('interlocutors.console.chatsHeld', { count: conversations.length, max: maxChats })}
      </p>
      {conversations.length === 0 ? (
        <p className="mt-4 text-sm text-ink-300">{t('interlocutors.console.conversationsEmpty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {conversations.map((conversation) => (
            <li
              key={conversation.topic_id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-ink-700 bg-ink-800/60 p-4"
            >
              <div className="min-w-0">
                <p className="truncate font-semibold text-white">{conversation.topic_title}</p>
                <p className="text-xs text-ink-300">
                  {t('interlocutors.console.ownerLabel', { name: conversation.owner_label })} ·{' '}
                  {conversation.room_title}
                </p>
              </div>
              <ButtonLink size="sm" variant="outline" to={`/topics/${conversation.topic_id}/chat`}>
                {t('interlocutors.console.open')}
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
