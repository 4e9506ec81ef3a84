import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';

/** The availability switch and the two facts beside it: what was chosen, and the connection. */
export function ConsoleAvailabilityCard({
  isAvailable,
  isOnline,
  onToggle,
}: {
  isAvailable: boolean;
  isOnline: boolean;
  onToggle: (isAvailable: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <Switch
        label={t('interlocutors.console.available')}
        description={t('interlocutors.console.availableHint')}
        checked={isAvailable}
        onCheckedChange={onToggle}
      />
      {/* Two separate facts: what the interlocutor chose, and whether a socket is connected. */}
      <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div className="rounded-2xl bg-ink-800/70 p-3" data-fact="availability">
          <dt className="text-xs text-ink-400">{t('interlocutors.console.availability')}</dt>
          <dd className="mt-1 text-ink-100">
            {isAvailable
              ? t('interlocutors.console.availableOn')
              : t('interlocutors.console.availableOff')}
          </dd>
        </div>
        <div
          className="rounded-2xl bg-ink-800/70 p-3"
          data-fact="connection"
          data-online={isOnline}
        >
          <dt className="text-xs text-ink-400">{t('interlocutors.console.connection')}</dt>
          <dd className="mt-1 inline-flex items-center gap-2 font-semibold text-ink-100">
            <span
              className={`size-2 rounded-full ${isOnline ? 'bg-success' : 'bg-ink-500'}`}
              aria-hidden="true"
            />
            {isOnline ? t('interlocutors.console.online') : t('interlocutors.console.offline')}
          </dd>
          <dd className="mt-1 text-xs text-ink-300">
            {isOnline
              ? t('interlocutors.console.onlineHint')
              : t('interlocutors.console.offlineHint')}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
