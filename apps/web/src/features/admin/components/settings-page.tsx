import {
  settingFields,
  settingGroups,
  type TSettingFieldKey,
  type TStoredSettings,
} from '@parlor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { ErrorBox } from '../../../components/ui/feedback';
import { LoadingBlock } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { settingsQuery, useSaveSettings } from '../api/admin-api';
import { changesOf, toDraft, type SettingsDraft } from '../lib/setting-values';
import { ReviewDialog } from './console-controls';
import { SettingInput, useShownValue } from './setting-input';

const keysOf = (group: string) =>
  (Object.keys(settingFields) as TSettingFieldKey[]).filter(
    (key) => settingFields[key].group === group,
  );

/** Every setting the server reads, grouped, each with its label, unit, range, help and default. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery(settingsQuery);
  if (isPending) return <LoadingBlock label={t('admin.console.common.loading')} />;
  if (isError) return <ErrorBox message={t('admin.console.common.error')} />;
  return <SettingsForm settings={data} />;
}

function SettingsForm({ settings }: { settings: TStoredSettings }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SettingsDraft>(() => toDraft(settings));
  const [saved, setSaved] = useState(false);
  const [review, setReview] = useState<Record<string, unknown> | null>(null);
  const save = useSaveSettings();
  const fieldErrors = isApiError(save.error) ? (save.error.details.errors ?? {}) : {};
  const changes = changesOf(settings, draft);
  const hasChanges = Object.keys(changes).length > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setReview(changes);
  };
  const onConfirm = () => {
    if (!review) return;
    save.mutate(review, {
      onSuccess: (next) => {
        setDraft(toDraft(next));
        setSaved(true);
      },
      onSettled: () => setReview(null),
    });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-6" noValidate>
      <p className="text-sm text-ink-300">{t('admin.console.settings.intro')}</p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {settingGroups.map((group) => (
          <Card key={group} className="flex flex-col gap-4" data-testid={`settings-${group}`}>
            <CardTitle>{t(`admin.console.settings.groups.${group}`)}</CardTitle>
            {keysOf(group).map((key) => (
              <SettingInput
                key={key}
                settingKey={key}
                value={draft[key]}
                error={fieldErrors[key]?.[0]}
                isNumber={typeof settings[key] === 'number'}
                onChange={(next) => setDraft({ ...draft, [key]: next })}
              />
            ))}
          </Card>
        ))}
      </div>
      <div
        data-sticky-actions
        className="sticky bottom-4 z-10 flex items-center gap-4 rounded-2xl border border-ink-700 bg-ink-850/90 px-4 py-3 shadow-lg backdrop-blur"
      >
        <Button type="submit" disabled={!hasChanges}>
          {t('admin.console.settings.review')}
        </Button>
        <span role="status" className="text-sm text-ink-200">
          {saved
            ? t('admin.console.common.saved')
            : save.error
              ? save.error.message
              : hasChanges
                ? ''
                : t('admin.console.settings.noChanges')}
        </span>
      </div>
      <ReviewModal
        review={review}
        settings={settings}
        isSaving={save.isPending}
        onClose={() => setReview(null)}
        onConfirm={onConfirm}
      />
    </form>
  );
}

/** The changes about to be saved, each old value → new value, to confirm or cancel. */
function ReviewModal({
  review,
  settings,
  isSaving,
  onClose,
  onConfirm,
}: {
  review: Record<string, unknown> | null;
  settings: TStoredSettings;
  isSaving: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const shown = useShownValue();
  return (
    <ReviewDialog
      open={review !== null}
      title={t('admin.console.settings.confirmTitle')}
      confirmLabel={t('admin.console.settings.confirmSave')}
      isPending={isSaving}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <ul className="flex flex-col gap-2 text-sm" data-testid="settings-diff">
        {Object.entries(review ?? {}).map(([key, next]) => {
          const settingKey = key as TSettingFieldKey;
          return (
            <li key={key}>
              <span className="font-semibold text-white">
                {t(`admin.console.settings.fields.${settingKey}.label`)}
              </span>
              {': '}
              <span className="text-ink-300">{shown(settingKey, settings[settingKey])}</span>
              {' → '}
              <span className="text-white">{shown(settingKey, next)}</span>
            </li>
          );
        })}
      </ul>
    </ReviewDialog>
  );
}
