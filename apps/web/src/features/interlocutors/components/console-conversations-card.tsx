import type { TInterlocutorConsole } from '@parlor/contracts';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { ItemRow } from '../../../components/ui/item-row';
import { ConsoleList } from './console-list';

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
      <ConsoleList
        isEmpty={conversations.length === 0}
        emptyText={t('interlocutors.console.conversationsEmpty')}
      >
        {conversations.map((conversation) => (
          <ItemRow
            look="outlined"
            key={conversation.topic_id}
            name={conversation.topic_title}
            details={
              <>
                {t('interlocutors.console.ownerLabel', { name: conversation.owner_label })} ·{' '}
                {conversation.room_title}
              </>
            }
            action={
              <ButtonLink size="sm" variant="outline" to={`/topics/${conversation.topic_id}/chat`}>
                {t('interlocutors.console.open')}
              </ButtonLink>
            }
          />
        ))}
      </ConsoleList>
    </Card>
  );
}
