import { Info, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../../../components/ui/button';
import type { SearchNotice as Notice } from '../hooks/use-interlocutor-search';

/**
 * Told plainly in the chat, not in a passing toast: nobody was free (the AI stays), or the
 * interlocutor left. The owner may search again from here.
 */
export function SearchNotice({
  notice,
  onSearchAgain,
  onDismiss,
}: {
  notice: Notice;
  onSearchAgain: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="interlocutor-search-notice"
      className="mx-3 mb-2 flex items-start gap-3 rounded-2xl border border-warning/40 bg-warning/10 px-4 py-3 sm:mx-5"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-ink-100">
          {notice === 'timed_out'
            ? t('interlocutors.chat.timedOut')
            : t('interlocutors.chat.ended')}
        </p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onSearchAgain}>
          {t('interlocutors.chat.searchAgain')}
        </Button>
      </div>
      <IconButton label={t('common.close')} onClick={onDismiss} className="-mt-1 -mr-2 size-8">
        <X className="size-4" aria-hidden="true" />
      </IconButton>
    </div>
  );
}
