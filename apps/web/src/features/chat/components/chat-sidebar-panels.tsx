import type { TTopic } from '@parlor/contracts';
import {
  Bot,
  Coins,
  Flag,
  LifeBuoy,
  LogOut,
  Trash2,
  UserRoundMinus,
  UserRoundX,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { useProfile } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { openModal } from '../../../lib/modals';
import { KindMark } from './sender-label';

/** How present a person of the chat is, shown as a coloured dot and a word. */
export type Presence = 'online' | 'waiting' | 'offline';

/** One of the sidebar's actions on the conversation: an icon and a label, in red when it ends something. */
function SidebarAction({
  icon: Icon,
  isDanger = false,
  onClick,
  children,
}: {
  icon: LucideIcon;
  isDanger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      className={isDanger ? 'justify-start text-danger hover:text-danger' : 'justify-start'}
      onClick={onClick}
    >
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </Button>
  );
}

/** A titled section of the chat page's panel. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-ink-700/80 bg-ink-850/90 p-4">
      <h2 className="mb-3 text-xs font-bold tracking-wider text-ink-400 uppercase">{title}</h2>
      {children}
    </section>
  );
}

const presenceDot: Record<Presence, string> = {
  online: 'bg-success',
  waiting: 'bg-warning',
  offline: 'bg-ink-500',
};

function Person({
  name,
  color,
  presence,
  icon,
  kind,
}: {
  name: string;
  color?: string;
  presence: Presence;
  icon?: ReactNode;
  kind?: TTopic['companion_kind'];
}) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-3">
      <span className="relative">
        {icon ?? <Avatar name={name} color={color} size={38} />}
        <span
          className={cn(
            'absolute -right-0.5 -bottom-0.5 size-3 rounded-full ring-2 ring-ink-850',
            presenceDot[presence],
          )}
          aria-hidden="true"
        />
      </span>
      <span className="min-w-0">
        <span className="flex items-center gap-1.5">
          <span className="truncate font-semibold text-ink-100">{name}</span>
          {kind ? <KindMark kind={kind} /> : null}
        </span>
        <span className="block text-xs text-ink-400">{t(`chat.room.${presence}`)}</span>
      </span>
    </li>
  );
}

/** Me and the companion, each with presence; the owner may remove the person in the seat. */
export function ParticipantsPanel({
  topic,
  presence,
  onRemoveGuest,
}: {
  topic: TTopic;
  presence: Presence;
  onRemoveGuest: () => void;
}) {
  const { t } = useTranslation();
  const profile = useProfile();
  const hasGuest = topic.participants_count >= 2;
  const companionIsAi = topic.companion_kind === 'ai';
  return (
    <Panel title={t('chat.room.participants')}>
      <ul className="flex flex-col gap-3">
        <Person name={t('chat.room.me')} color={profile.data?.avatar_color} presence="online" />
        <Person
          name={topic.companion_name}
          kind={topic.companion_kind}
          color="purple"
          presence={presence}
          icon={
            companionIsAi ? (
              <span className="inline-flex size-[38px] items-center justify-center rounded-full bg-gradient-to-br from-purple to-accent text-white">
                <Bot className="size-5" aria-hidden="true" />
              </span>
            ) : undefined
          }
        />
      </ul>
      {topic.is_owner && hasGuest ? (
        <Button
          size="sm"
          variant="outline"
          className="mt-3 w-full text-danger hover:text-danger"
          onClick={onRemoveGuest}
        >
          <UserRoundMinus className="size-4" aria-hidden="true" />
          {t('chat.room.remove')}
        </Button>
      ) : null}
    </Panel>
  );
}

/** The balance, read out after a send, with Top up. */
export function BalancePanel() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <Panel title={t('chat.room.balance')}>
      <div className="flex items-center justify-between gap-3">
        <span
          className="flex items-center gap-2 font-display text-lg font-bold text-white"
          data-testid="chat-balance"
          // The balance after a send is read out, politely.
          role="status"
        >
          <Coins className="size-5 text-yellow" aria-hidden="true" />
          {t('chat.room.points', { points: formatNumber(profile.data?.balance ?? 0) })}
        </span>
        <Button size="sm" variant="outline" onClick={() => openModal('topUp', {})}>
          {t('chat.room.topUp')}
        </Button>
      </div>
    </Panel>
  );
}

/** Help lines, report, leave and delete: what may be done with the conversation. */
export function ConversationActionsPanel({
  topic,
  onShowHelpLines,
  onReport,
  onLeave,
  onDeleteConversation,
}: {
  topic: TTopic;
  onShowHelpLines?: () => void;
  onReport: (type: 'topic' | 'user') => void;
  onLeave: () => void;
  onDeleteConversation: () => void;
}) {
  const { t } = useTranslation();
  const isParticipant = topic.is_owner || topic.is_guest;
  return (
    <Panel title={t('chat.room.settings')}>
      <div className="flex flex-col gap-1">
        {onShowHelpLines ? (
          <SidebarAction icon={LifeBuoy} onClick={onShowHelpLines}>
            {t('safety.card.show')}
          </SidebarAction>
        ) : null}
        {topic.is_owner ? null : (
          <SidebarAction icon={Flag} onClick={() => onReport('topic')}>
            {t('chat.room.reportTopic')}
          </SidebarAction>
        )}
        {isParticipant ? (
          <>
            <SidebarAction icon={UserRoundX} onClick={() => onReport('user')}>
              {t('chat.room.reportUser')}
            </SidebarAction>
            <SidebarAction icon={LogOut} isDanger onClick={onLeave}>
              {t('chat.room.leave')}
            </SidebarAction>
            <SidebarAction icon={Trash2} isDanger onClick={onDeleteConversation}>
              {topic.is_owner
                ? t('conversations.purge.action')
                : t('conversations.deleteMine.action')}
            </SidebarAction>
          </>
        ) : null}
      </div>
    </Panel>
  );
}
