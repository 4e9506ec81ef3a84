import type { TPushSettings } from '@parlor/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ItemRow } from '../../../components/ui/item-row';
import { formatShortDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useItemAction } from '../../../lib/use-item-action';
import { deleteSubscription, removeDevice, saveSubscription } from '../api/push-settings';
import {
  currentSubscription,
  isPushSupported,
  subscribeThisBrowser,
} from '../lib/push-subscription';

/** The user's devices that get notifications, each with a remove button. */
function DeviceList({ devices }: { devices: TPushSettings['devices'] }) {
  const { t, i18n } = useTranslation();
  const { busyId: removing, runOn } = useItemAction();

  const remove = (id: number) =>
    runOn(id, async () => {
      const message = await removeDevice(id);
      if (message) toast.success(message);
    });

  if (devices.length === 0) {
    return <p className="text-sm text-ink-400">{t('notifications.settings.noDevices')}</p>;
  }
  return (
    <ul className="flex flex-col gap-2" aria-label={t('notifications.settings.devices')}>
      {devices.map((device) => (
        <ItemRow
          key={device.id}
          name={device.device}
          details={formatShortDate(device.created_at, i18n.language)}
          action={
            <Button
              variant="outline"
              size="sm"
              isLoading={removing === device.id}
              aria-label={t('notifications.settings.removeDevice', { device: device.device })}
              onClick={() => void remove(device.id)}
            >
              {t('notifications.settings.remove')}
            </Button>
          }
        />
      ))}
    </ul>
  );
}

/** Turning notifications on or off for this browser, and the list of the user's devices. */
export function PushDevices({ settings }: { settings: TPushSettings }) {
  const { t } = useTranslation();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(
    isPushSupported() ? null : t('notifications.settings.unsupported'),
  );

  useEffect(() => {
    void currentSubscription().then((subscription) => setEndpoint(subscription?.endpoint ?? null));
  }, []);

  const turnOn = async () => {
    setIsBusy(true);
    try {
      const answer = await subscribeThisBrowser(settings.vapid_public_key);
      if (typeof answer === 'string') {
        setProblem(answer === 'denied' ? t('notifications.settings.denied') : null);
        return;
      }
      await saveSubscription(answer);
      setEndpoint(answer.endpoint);
      setProblem(null);
    } catch {
      setProblem(t('notifications.settings.unsupported'));
    } finally {
      setIsBusy(false);
    }
  };

  const turnOff = async () => {
    setIsBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await deleteSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setEndpoint(null);
    } finally {
      setIsBusy(false);
    }
  };

  const isThisDeviceOn = endpoint !== null;
  return (
    <div className="flex flex-col gap-3">
      {problem ? (
        <p role="status" className="text-sm text-ink-300">
          {problem}
        </p>
      ) : isThisDeviceOn ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-200">{t('notifications.settings.enabled')}</p>
          <Button variant="outline" size="sm" isLoading={isBusy} onClick={() => void turnOff()}>
            {t('notifications.settings.disable')}
          </Button>
        </div>
      ) : (
        <Button className="self-start" isLoading={isBusy} onClick={() => void turnOn()}>
          {t('notifications.settings.enable')}
        </Button>
      )}
      <h3 className="text-sm font-semibold text-ink-100">{t('notifications.settings.devices')}</h3>
      <DeviceList devices={settings.devices} />
    </div>
  );
}
