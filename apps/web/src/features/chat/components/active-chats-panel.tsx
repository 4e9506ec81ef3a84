import { MessagesSquare, Shuffle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { openModal } from '../../../lib/modals';
import { useActiveChats } from '../api/topics';

/** The rooms page's left panel: active chats with their count, and Start Random Chat. */
export function ActiveChatsPanel() {
  const { t } = useTranslation();
  const { data } = useActiveChats();
  return (
    <aside className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-ink-700/80 bg-ink-850/90 p-4 sm:p-5">
      <button
        type="button"
        onClick={() => openModal('activeChats')}
        className="group flex items-center gap-3 rounded-2xl bg-ink-800 px-4 py-3 text-left transition hover:bg-ink-750"
      >
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <MessagesSquare className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink-100">{t('chat.rooms.activeChats')}</span>
          {data ? (
            <span className="block text-sm text-ink-300">
              {t('chat.active.count', { count: data.current_count, max: data.max_allowed })}
            </span>
          ) : null}
        </span>
        <span
          aria-hidden="true"
          className="inline-flex min-w-7 items-center justify-center rounded-full bg-accent-strong px-2 py-0.5 text-xs font-bold text-white"
        >
          {data?.current_count ?? 0}
        </span>
      </button>
      <ButtonLink to="/chat" variant="primary" className="w-full">
        <Shuffle className="size-4" aria-hidden="true" />
        {t('chat.rooms.startRandom')}
      </ButtonLink>
    </aside>
  );
}
