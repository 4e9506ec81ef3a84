import type { TTopic } from '@parlor/contracts';
import { Coins, PanelRightOpen } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from './back-link';
import { IconButton } from '../../../components/ui/button';
import { useProfile } from '../../../lib/auth';
import { formatNumber } from '../../../lib/format';
import { openModal } from '../../../lib/modals';
import { showsBalance } from '../lib/send-cost';
import { companionPresence } from './chat-sidebar';
import { KindMark } from './sender-label';
import { TopicTitle } from './topic-title';

interface ChatRoomHeaderProps {
  topic: TTopic;
  /** Who is writing now, when anyone is. */
  typingName: string | null;
  /** Opens the info sheet (small screens, where the sidebar is hidden). */
  onOpenMenu: () => void;
}

function subscribeToNetwork(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online; re-renders when that changes. */
function useIsBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine !== false,
    () => true,
  );
}

/**
 * The conversation's header: back to the topics, the title, who is there, balance and menu.
 * Offline, the page cannot know who is there, so it says that it is offline instead.
 */
export function ChatRoomHeader({ topic, typingName, onOpenMenu }: ChatRoomHeaderProps) {
  const { t } = useTranslation();
  const isOnline = useIsBrowserOnline();
  return (
    <header className="flex items-center gap-2 border-b border-ink-700/80 px-3 py-3 sm:px-5">
      <BackLink to={`/rooms/${topic.room_id}/topics`} label={t('chat.room.backToRooms')} />
      <div className="min-w-0 flex-1">
        <TopicTitle
          topic={topic}
          as="h1"
          className="block truncate font-display text-base font-bold text-white sm:text-lg"
        />
        {/* Wraps on a narrow screen: clipped, the companion's badge was cut mid-word. */}
        <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-xs text-ink-400">
          <span className="font-semibold text-ink-300" data-companion-name>
            {topic.companion_name}
          </span>
          <KindMark kind={topic.companion_kind} className="whitespace-nowrap" />
          {!isOnline ? (
            <span data-testid="header-offline">
              · {t('chat.room.offlineTitle')} · {topic.room.title}
            </span>
          ) : typingName ? (
            <span className="text-accent-hover">· {t('chat.room.writing')}</span>
          ) : (
            <span>
              · {t(`chat.room.${companionPresence(topic)}`)} · {topic.room.title}
            </span>
          )}
        </p>
      </div>
      {showsBalance(topic) ? <BalanceButton /> : null}
      <IconButton label={t('chat.room.menu')} className="lg:hidden" onClick={onOpenMenu}>
        <PanelRightOpen className="size-5" aria-hidden="true" />
      </IconButton>
    </header>
  );
}

/** The caller's balance (small screens, where the sidebar is hidden); opens the top-up. */
function BalanceButton() {
  const { t } = useTranslation();
  const balance = useProfile().data?.balance ?? 0;
  return (
    <button
      type="button"
      onClick={() => openModal('topUp', {})}
      className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-xl border border-ink-700 px-2.5 text-sm font-semibold text-ink-100 hover:bg-ink-750 lg:hidden"
      aria-label={`${t('chat.room.balance')}: ${t('chat.room.points', { points: formatNumber(balance) })}. ${t('chat.room.topUp')}`}
    >
      <Coins className="size-4 text-yellow" aria-hidden="true" />
      {formatNumber(balance)}
    </button>
  );
}
