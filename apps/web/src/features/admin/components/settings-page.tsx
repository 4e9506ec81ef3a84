import type { TStoredSettings } from '@parlor/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { ErrorBox } from '../../../components/ui/feedback';
import { controlClassName, Field } from '../../../components/ui/field';
import { LoadingBlock } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { settingsQuery, useSaveSettings } from '../api/admin-api';

type Key = keyof TStoredSettings;

/** The settings form's groups; every stored key appears once. */
const groups: { id: 'prices' | 'chat' | 'money' | 'site'; keys: Key[] }[] = [
  {
    id: 'prices',
    keys: [
      'new_topic_cost',
      'message_symbol_cost',
      'image_attachment_cost',
      'document_attachment_cost',
      'audio_attachment_cost',
      'video_attachment_cost',
      'channel_status_cost',
      'initial_points',
    ],
  },
  {
    id: 'chat',
    keys: [
      'channel_status_duration',
      'max_channel_topics',
      'bot_reply_interval_min',
      'bot_reply_interval_max',
      'bot_conversation_history_limit',
      'message_retention_days',
    ],
  },
  {
    id: 'money',
    keys: ['min_top_up_amount', 'vat_percent', 'points_convertion_rate', 'requisites'],
  },
  { id: 'site', keys: ['is_reg_enabled', 'support_email', 'support_phone', 'google_tag'] },
];

type Draft = Record<string, string | boolean>;

function toDraft(settings: TStoredSettings): Draft {
  return Object.fromEntries(
    Object.entries(settings).map(([key, value]) => [
      key,
      typeof value === 'boolean' ? value : Array.isArray(value) ? value.join('\n') : String(value),
    ]),
  );
}

/** Only the keys that changed, typed as the server expects them. */
function changesOf(settings: TStoredSettings, draft: Draft): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, original] of Object.entries(settings)) {
    const value = draft[key];
    let typed: unknown = value;
    if (typeof original === 'number') typed = value === '' ? Number.NaN : Number(value);
    if (Array.isArray(original))
      typed = String(value)
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    if (JSON.stringify(typed) !== JSON.stringify(original)) changes[key] = typed;
  }
  return changes;
}

/** Every setting, typed and range-checked by the server; errors appear under their field. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery(settingsQuery);
  if (isPending) return <LoadingBlock label={t('admin.console.common.loading')} />;
  if (isError) return <ErrorBox message={t('admin.console.common.error')} />;
  return <SettingsForm settings={data} />;
}

function SettingsForm({ settings }: { settings: TStoredSettings }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => toDraft(settings));
  const [saved, setSaved] = useState(false);
  const save = useSaveSettings();
  const fieldErrors = isApiError(save.error) ? (save.error.details.errors ?? {}) : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate(changesOf(settings, draft), {
      onSuccess: (next) => {
        setDraft(toDraft(next));
        setSaved(true);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-6" noValidate>
      <p className="text-sm text-ink-300">{t('admin.console.settings.intro')}</p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {groups.map((group) => (
          <Card key={group.id} className="flex flex-col gap-4">
            <CardTitle>{t(`admin.console.settings.groups.${group.id}`)}</CardTitle>
            {group.keys.map((key) => {
              const value = draft[key];
              const error = fieldErrors[key]?.[0];
              if (typeof value === 'boolean') {
                return (
                  <label key={key} className="flex items-center gap-3 text-sm text-ink-100">
                    <input
                      type="checkbox"
                      name={key}
                      checked={value}
                      onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })}
                      className="size-4 accent-accent"
                    />
                    <code>{key}</code>
                  </label>
                );
              }
              const isLong = key === 'google_tag' || key === 'requisites';
              const isNumber = typeof settings[key] === 'number';
              return (
                <Field
                  key={key}
                  label={<code>{key}</code>}
                  error={error}
                  hint={
                    key === 'requisites' ? t('admin.console.settings.requisitesHint') : undefined
                  }
                >
                  {(props) =>
                    isLong ? (
                      <textarea
                        {...props}
                        name={key}
                        rows={3}
                        value={value}
                        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
                        className={controlClassName(Boolean(error), 'font-mono text-xs')}
                      />
                    ) : (
                      <input
                        {...props}
                        name={key}
                        type={isNumber ? 'number' : 'text'}
                        step={isNumber ? 'any' : undefined}
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
      <div className="sticky bottom-4 flex items-center gap-4">
        <Button type="submit" isLoading={save.isPending}>
          {t('admin.console.common.save')}
        </Button>
        <span role="status" className="text-sm text-ink-200">
          {saved ? t('admin.console.common.saved') : save.error ? save.error.message : ''}
        </span>
      </div>
    </form>
  );
}
