import { CheckCircle2, Radar } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** "Searching for an interlocutor", then "Connected" (spec §4, switching to human). */
export function SearchingOverlay({
  isConnected,
  onCancel,
}: {
  isConnected: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="assertive"
      className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-5 bg-ink-950/85 px-6 text-center backdrop-blur-sm"
    >
      {isConnected ? (
        <CheckCircle2 className="size-14 text-success" aria-hidden="true" />
      ) : (
        <span className="relative inline-flex size-20 items-center justify-center">
          <span className="absolute inset-0 animate-ping rounded-full bg-accent/30" />
          <Radar className="relative size-12 text-accent-hover" aria-hidden="true" />
        </span>
      )}
      <p className="font-display text-xl font-bold text-white">
        {isConnected ? t('chat.room.connected') : `${t('chat.room.searching')}…`}
      </p>
      {!isConnected ? (
        <Button variant="outline" size="sm" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      ) : null}
    </div>
  );
}
