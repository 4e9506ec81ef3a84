import { settingFields, type TSettingFieldKey } from '@parlor/contracts';
import { useTranslation } from 'react-i18next';
import { controlClassName, Field } from '../../../components/ui/field';
import { HelpLinesEditor } from './help-lines-editor';

/** How a setting's value reads to a person: on/off, a count of lines, or the value and its unit. */
export function useShownValue() {
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

/** The help of a setting, with its range and default. */
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

/** The control of one setting: a checkbox, the help lines editor, a text area or an input. */
export function SettingInput({
  settingKey: key,
  value,
  error,
  isNumber,
  onChange,
}: {
  settingKey: TSettingFieldKey;
  value: string | boolean | undefined;
  error: string | undefined;
  isNumber: boolean;
  onChange: (value: string | boolean) => void;
}) {
  const { t } = useTranslation();
  const field = settingFields[key];
  const label = t(`admin.console.settings.fields.${key}.label`);
  const unit = t(`admin.console.settings.units.${field.unit}`);
  if (typeof value === 'boolean') {
    return (
      <div className="flex flex-col gap-1">
        <label className="flex items-center gap-3 text-sm font-medium text-ink-100">
          <input
            type="checkbox"
            name={key}
            checked={value}
            onChange={(event) => onChange(event.target.checked)}
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
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium text-ink-100">{label}</span>
        <HelpLinesEditor value={String(value)} error={error} onChange={onChange} />
        <p className="text-xs text-ink-400">
          <SettingHint settingKey={key} />
        </p>
      </div>
    );
  }
  return (
    <SettingTextField
      settingKey={key}
      label={unit ? `${label} (${unit})` : label}
      value={value}
      error={error}
      isNumber={isNumber}
      onChange={onChange}
    />
  );
}

/** A setting typed as text: a text area for long ones, else a text or number input. */
function SettingTextField({
  settingKey: key,
  label,
  value,
  error,
  isNumber,
  onChange,
}: {
  settingKey: TSettingFieldKey;
  label: string;
  value: string | undefined;
  error: string | undefined;
  isNumber: boolean;
  onChange: (value: string) => void;
}) {
  const field = settingFields[key];
  const isLong = field.unit === 'lines' || key === 'google_tag';
  const numeric = field as { min?: number; max?: number; step?: number };
  return (
    <Field label={label} error={error} hint={<SettingHint settingKey={key} />}>
      {(props) =>
        isLong ? (
          <textarea
            {...props}
            name={key}
            rows={3}
            value={value}
            onChange={(event) => onChange(event.target.value)}
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
            onChange={(event) => onChange(event.target.value)}
            className={controlClassName(Boolean(error), 'h-11')}
          />
        )
      }
    </Field>
  );
}
