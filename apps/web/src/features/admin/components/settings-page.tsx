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
import { controlClassName, Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { LoadingBlock } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { settingsQuery, useSaveSettings } from '../api/admin-api';
import { changesOf, toDraft, type SettingsDraft } from '../lib/setting-values';
import { HelpLinesEditor } from './help-lines-editor';

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

function useShownValue() {
  const { t } = useTranslation();
  return (key: TSettingFieldKey, value: unknown) => {
    if (typeof value === 'boolean')
      return value ? t('admin.console.settings.on') : t('admin.console.settings.off');
    if (Array.isArray(value) && value.some((item) => typeof item === 'object'))
      return t('admin.console.settings.helpLines.summary', { count: value.length });
    const text = Array.isArray(value) ? value.join(' · ') : String(value);
    if (text === '') return t('admin.console.settings.empty');
    const unit = t(`admin.console.settings.units.${settingFields[key].unit}`);
    return unit ? `${text} ${unit}` : text;
  };
}

function SettingHint({ settingKey }: { settingKey: TSettingFieldKey }) {
  const { t } = useTranslation();
  const shown = useShownValue();
  const field: { unit: string; min?: number; max?: number; default: unknown } =
    settingFields[settingKey];
  const isNumber = typeof field.default === 'number';
  const range =
    isNumber && field.min !== undefined && field.max !== undefined
      ? t('admin.console.settings.range', { min: field.min, max: field.max })
      : field.unit === 'lines' && field.max !== undefined
        ? t('admin.console.settings.maxLines', { max: field.max })
        : field.max !== undefined
          ? t('admin.console.settings.maxLength', { max: field.max })
          : null;
  const fallback = shown(settingKey, field.default);
  return (
    <>
      {t(`admin.console.settings.fields.${settingKey}.help`)}
      {range ? ` ${range}.` : ''}{' '}
      {t('admin.console.settings.default', {
        value: fallback.length > 60 ? `${fallback.slice(0, 57)}…` : fallback,
      })}
    </>
  );
}

function SettingsForm({ settings }: { settings: TStoredSettings }) {
  const { t } = useTranslation();
  const shown = useShownValue();
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
            {keysOf(group).map((key) => {
              const value = draft[key];
              const error = fieldErrors[key]?.[0];
              const field = settingFields[key];
              const label = t(`admin.console.settings.fields.${key}.label`);
              const unit = t(`admin.console.settings.units.${field.unit}`);
              if (typeof value === 'boolean') {
                return (
                  <div key={key} className="flex flex-col gap-1">
                    <label className="flex items-center gap-3 text-sm font-medium text-ink-100">
                      <input
                        type="checkbox"
                        name={key}
                        checked={value}
                        onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })}
                        className="size-4 accent-accent"
                      />
                      {label}
                    </label>
                    <p className="text-xs text-ink-400">
                      <SettingHint settingKey={key} />
                    </p>
                  </div>
                );
              }
              if (field.unit === 'helpLines') {
                return (
                  <div key={key} className="flex flex-col gap-2">
                    <span className="text-sm font-medium text-ink-100">{label}</span>
                    <HelpLinesEditor
                      value={String(value)}
                      error={error}
                      onChange={(json) => setDraft({ ...draft, [key]: json })}
                    />
                    <p className="text-xs text-ink-400">
                      <SettingHint settingKey={key} />
                    </p>
                  </div>
                );
              }
              const isLong = field.unit === 'lines' || key === 'google_tag';
              const isNumber = typeof settings[key] === 'number';
              const numeric = field as { min?: number; max?: number; step?: number };
              return (
                <Field
                  key={key}
                  label={unit ? `${label} (${unit})` : label}
                  error={error}
                  hint={<SettingHint settingKey={key} />}
                >
                  {(props) =>
                    isLong ? (
                      <textarea
                        {...props}
                        name={key}
                        rows={3}
                        value={value}
                        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
                        className={controlClassName(Boolean(error), 'text-sm')}
                      />
                    ) : (
                      <input
                        {...props}
                        name={key}
                        type={isNumber ? 'number' : 'text'}
                        min={isNumber ? numeric.min : undefined}
                        max={isNumber ? numeric.max : undefined}
                        step={isNumber ? (numeric.step ?? 'any') : undefined}
                        inputMode={isNumber ? 'decimal' : undefined}
                        value={value}
                        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
                        className={controlClassName(Boolean(error), 'h-11')}
                      />
                    )
                  }
                </Field>
              );
            })}
          </Card>
        ))}
      </div>
      <div className="sticky bottom-4 z-10 flex items-center gap-4 rounded-2xl border border-ink-700 bg-ink-850/90 px-4 py-3 shadow-lg backdrop-blur">
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
      <Modal
        open={review !== null}
        onClose={() => setReview(null)}
        title={t('admin.console.settings.confirmTitle')}
        footer={
          <div className="flex justify-end gap-3">
            <Button variant="ghost" onClick={() => setReview(null)}>
              {t('admin.console.common.cancel')}
            </Button>
            <Button onClick={onConfirm} isLoading={save.isPending}>
              {t('admin.console.settings.confirmSave')}
            </Button>
          </div>
        }
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
      </Modal>
    </form>
  );
}
