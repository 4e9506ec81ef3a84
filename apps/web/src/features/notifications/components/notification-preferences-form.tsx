import {
  notificationKinds,
  mailedNotificationKinds,
  type TNotificationKind,
  type TNotificationPreferences,
} from '@parlor/contracts';
import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { controlClassName } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast';
import { savePreferences } from '../api/push-settings';

/** The browser's own time zone, the default for quiet hours. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

type SetPreferences = Dispatch<SetStateAction<TNotificationPreferences>>;

/** One push switch per kind of notification, and an e-mail switch for the mailed kinds. */
function KindsFieldset({
  values,
  setKind,
}: {
  values: TNotificationPreferences;
  setKind: (field: 'kinds' | 'mail_kinds', kind: TNotificationKind, isOn: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink-100">
        {t('notifications.settings.kindsLegend')}
      </legend>
      {notificationKinds.map((kind) => (
        <div key={kind} className="flex flex-col gap-1">
          <Switch
            label={t(`notifications.kinds.${kind}`)}
            checked={values.kinds[kind] !== false}
            onCheckedChange={(isOn) => setKind('kinds', kind, isOn)}
          />
          {mailedNotificationKinds.includes(kind) ? (
            <Switch
              label={t('notifications.settings.byMail', {
                kind: t(`notifications.kinds.${kind}`),
              })}
              checked={values.mail_kinds[kind] !== false}
              onCheckedChange={(isOn) => setKind('mail_kinds', kind, isOn)}
            />
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

/** The start and end of the quiet hours, and the time zone they are in. */
function QuietHoursFields({
  quiet,
  timeZone,
  setValues,
}: {
  quiet: NonNullable<TNotificationPreferences['quiet_hours']>;
  timeZone: string;
  setValues: SetPreferences;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-3">
      {(['start', 'end'] as const).map((edge) => (
        <label key={edge} className="flex flex-col gap-1 text-sm text-ink-200">
          {t(
            edge === 'start'
              ? 'notifications.settings.quietFrom'
              : 'notifications.settings.quietTo',
          )}
          <input
            type="time"
            value={quiet[edge]}
            onChange={(event) =>
              setValues((current) => ({
                ...current,
                quiet_hours: { ...quiet, [edge]: event.target.value },
              }))
            }
            className={controlClassName(false, 'h-11')}
          />
        </label>
      ))}
      <label className="flex flex-col gap-1 text-sm text-ink-200">
        {t('notifications.settings.timeZone')}
        <input
          value={timeZone}
          onChange={(event) =>
            setValues((current) => ({ ...current, time_zone: event.target.value }))
          }
          className={controlClassName(false, 'h-11')}
        />
      </label>
    </div>
  );
}

/** What to be told of (push and, for some kinds, e-mail), quiet hours, private previews. */
export function NotificationPreferencesForm({ saved }: { saved: TNotificationPreferences }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<TNotificationPreferences>(() => ({
    ...saved,
    time_zone:
      saved.time_zone === 'UTC' && !saved.quiet_hours ? browserTimeZone() : saved.time_zone,
  }));
  const [isQuiet, setIsQuiet] = useState(saved.quiet_hours !== null);
  const [isSaving, setIsSaving] = useState(false);
  const quiet = values.quiet_hours ?? { start: '22:00', end: '07:00' };

  const setKind = (field: 'kinds' | 'mail_kinds', kind: TNotificationKind, isOn: boolean) =>
    setValues((current) => ({ ...current, [field]: { ...current[field], [kind]: isOn } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaving(true);
    try {
      const message = await savePreferences({ ...values, quiet_hours: isQuiet ? quiet : null });
      if (message) toast.success(message);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <KindsFieldset values={values} setKind={setKind} />
      <Switch
        label={t('notifications.settings.quietHours')}
        checked={isQuiet}
        onCheckedChange={setIsQuiet}
      />
      {isQuiet ? (
        <QuietHoursFields quiet={quiet} timeZone={values.time_zone} setValues={setValues} />
      ) : null}
      <Switch
        label={t('notifications.settings.privatePreviews')}
        checked={values.private_previews}
        onCheckedChange={(isOn) => setValues((current) => ({ ...current, private_previews: isOn }))}
      />
      <Button type="submit" className="self-start" isLoading={isSaving}>
        {t('notifications.settings.save')}
      </Button>
    </form>
  );
}
