import { CheckCircle2, Radar } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/**
 * Cancel, which goes away with the search (cancelled, or a person accepted): if it had the
 * focus, the focus moves to `returnFocusTo` first instead of falling to the page's body.
 */
function CancelSearchButton({
  onCancel,
  returnFocusTo,
}: {
  onCancel: () => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const target = useRef(returnFocusTo);
  useLayoutEffect(() => {
    target.current = returnFocusTo;
  });
  useLayoutEffect(() => {
    const element = button.current;
    return () => {
      if (element && element === document.activeElement) target.current()?.focus();
    };
  }, []);
  return (
    <Button ref={button} variant="outline" size="sm" onClick={onCancel}>
      {t('common.cancel')}
    </Button>
  );
}

/**
 * "Searching for an interlocutor", then "Connected" with the person's nickname (spec §4,
 * switching to human). It floats over the top of the conversation without blocking it: the
 * AI companion keeps answering while the search runs.
 */
export function SearchingOverlay({
  isConnected,
  nickname,
  onCancel,
  returnFocusTo,
}: {
  isConnected: boolean;
  nickname: string | null;
  onCancel: () => void;
  /** Where the focus goes when Cancel goes away while it has it (the message box). */
  returnFocusTo: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="pointer-events-none absolute inset-x-0 top-16 z-20 flex justify-center px-3">
      <div
        role="status"
        aria-live="assertive"
        data-testid="interlocutor-search"
        className="pointer-events-auto flex w-full max-w-md items-center gap-4 rounded-2xl border border-accent/40 bg-ink-950/95 px-4 py-3 shadow-xl shadow-black/40 backdrop-blur-sm"
      >
        {isConnected ? (
          <CheckCircle2 className="size-9 shrink-0 text-success" aria-hidden="true" />
        ) : (
          <span className="relative inline-flex size-10 shrink-0 items-center justify-center">
            <span className="absolute inset-0 animate-ping rounded-full bg-accent/30" />
            <Radar className="relative size-7 text-accent-hover" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="font-display text-base font-bold text-white">
            {isConnected ? t('chat.room.connected') : t('chat.room.searching')}
          </p>
          <p className="text-xs text-ink-300">
            {isConnected
              ? nickname
                ? t('interlocutors.chat.connectedWith', { name: nickname })
                : null
              : t('interlocutors.chat.searchingHint')}
          </p>
        </div>
        {!isConnected ? (
          <CancelSearchButton onCancel={onCancel} returnFocusTo={returnFocusTo} />
        ) : null}
      </div>
    </div>
  );
}
