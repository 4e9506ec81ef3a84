import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/ui/query-content';
import { SettingsCard } from '../../../components/ui/settings-card';
import { usePushSettings } from '../api/push-settings';
import { NotificationPreferencesForm } from './notification-preferences-form';
import { PushDevices } from './this-device';
import '../texts';

/** "Notifications" on the account page: this device, the user's devices, the preferences. */
export function NotificationsCard() {
  const { t } = useTranslation();
  const settings = usePushSettings();
  return (
    <SettingsCard
      icon={Bell}
      title={t('notifications.settings.title')}
      intro={t('notifications.settings.intro')}
    >
      <QueryContent
        query={settings}
        errorMessage={t('common.tryAgain')}
        loadingClassName="min-h-20"
      >
        {(data) => (
          <>
            <PushDevices settings={data} />
            <NotificationPreferencesForm saved={data.preferences} />
          </>
        )}
      </QueryContent>
    </SettingsCard>
  );
}
