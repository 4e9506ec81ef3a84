import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { ErrorBox } from '../../../components/ui/feedback';
import { LoadingBlock } from '../../../components/ui/spinner';
import { usePushSettings } from '../api/push-settings';
import { NotificationPreferencesForm } from './notification-preferences-form';
import { PushDevices } from './this-device';
import '../texts';

/** "Notifications" on the account page: this device, the user's devices, the preferences. */
export function NotificationsCard() {
  const { t } = useTranslation();
  const settings = usePushSettings();
  return (
    <Card className="flex flex-col gap-5" aria-labelledby="notifications-title">
      <div className="flex flex-col gap-1.5">
        <CardTitle id="notifications-title" className="flex items-center gap-2">
          <Bell aria-hidden="true" className="size-5 text-ink-300" />
          {t('notifications.settings.title')}
        </CardTitle>
        <p className="text-sm text-ink-300">{t('notifications.settings.intro')}</p>
      </div>
      {settings.isPending ? (
        <LoadingBlock label={t('common.loading')} className="min-h-20" />
      ) : settings.isError ? (
        <ErrorBox message={t('common.tryAgain')}>
          <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </ErrorBox>
      ) : (
        <>
          <PushDevices settings={settings.data} />
          <NotificationPreferencesForm saved={settings.data.preferences} />
        </>
      )}
    </Card>
  );
}
