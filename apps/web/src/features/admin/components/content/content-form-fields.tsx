import type { TFieldErrors } from '@parlor/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { controlClassName, Field } from '../../../../components/ui/field';
import { cn } from '../../../../lib/cn';
import { isLocalized, type Draft, type FieldSpec, type Localized } from './content-draft';
import { HtmlPreview } from './html-preview';

/** The language buttons above localised fields; a language with a refused field is ringed. */
export function LanguageSwitcher({
  languages,
  language,
  onChange,
  hasError,
}: {
  languages: { code: string; title: string }[];
  language: string;
  onChange: (code: string) => void;
  hasError: (code: string) => boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <div
        role="group"
        aria-label={t('admin.console.content.translations.language')}
        className="flex flex-wrap gap-2"
      >
        {languages.map((row) => (
          <button
            key={row.code}
            type="button"
            aria-pressed={language === row.code}
            onClick={() => onChange(row.code)}
            className={cn(
              'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-accent',
              language === row.code
                ? 'bg-accent-strong text-white'
                : 'bg-ink-800 text-ink-200 hover:bg-ink-750',
              hasError(row.code) && 'ring-2 ring-danger',
            )}
          >
            {row.title}
          </button>
        ))}
      </div>
      <p className="text-xs text-ink-400">{t('admin.console.content.common.englishRequired')}</p>
    </div>
  );
}

/** What a field of the form reads and how it changes the draft. */
export interface FieldContext {
  draft: Draft;
  /** The server's refusals by field (`name.code` for one language of a localised one). */
  errors: TFieldErrors;
  /** The language the localised fields show (its code and its name). */
  language: string;
  languageTitle: string;
  onChange: (name: string, value: Draft[string]) => void;
}

interface ContentFieldProps {
  field: FieldSpec;
  form: FieldContext;
}

/** One field of a content form: localised (in the chosen language) or with one value. */
export function ContentField({ field, form }: ContentFieldProps) {
  return isLocalized(field) ? (
    <LocalizedField field={field} form={form} />
  ) : (
    <PlainField field={field} form={form} />
  );
}

/** A localised field in the chosen language: one line, a text area or HTML with a preview. */
function LocalizedField({ field, form }: ContentFieldProps) {
  const { t } = useTranslation();
  const { errors, language } = form;
  const texts = (form.draft[field.name] as Localized | undefined) ?? {};
  const value = texts[language] ?? '';
  const fieldError = errors[`${field.name}.${language}`]?.[0] ?? errors[field.name]?.[0];
  const isWide = field.kind !== 'localized';
  const onChange = (text: string) => form.onChange(field.name, { ...texts, [language]: text });
  return (
    <div className={cn('flex flex-col gap-3', isWide && 'lg:col-span-2')}>
      <Field
        label={t('admin.console.content.common.languageField', {
          field: field.label,
          language: form.languageTitle,
        })}
        error={fieldError}
        hint={field.hint}
      >
        {(props) =>
          field.kind === 'localized' ? (
            <input
              {...props}
              name={`${field.name}.${language}`}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              className={controlClassName(Boolean(fieldError), 'h-11')}
            />
          ) : (
            <textarea
              {...props}
              name={`${field.name}.${language}`}
              rows={field.kind === 'localizedHtml' ? 12 : 4}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              className={controlClassName(
                Boolean(fieldError),
                cn('py-3', field.kind === 'localizedHtml' && 'font-mono text-xs'),
              )}
            />
          )
        }
      </Field>
      {field.kind === 'localizedHtml' && <HtmlPreview html={value} />}
    </div>
  );
}

/** A field with one value: a checkbox, or a text or number input. */
function PlainField({ field, form }: ContentFieldProps) {
  const { draft, onChange } = form;
  if (field.kind === 'checkbox') {
    return (
      <label className="flex items-center gap-3 self-end text-sm text-ink-100">
        <input
          type="checkbox"
          name={field.name}
          checked={draft[field.name] === true}
          onChange={(event) => onChange(field.name, event.target.checked)}
          className="size-4 accent-accent"
        />
        {field.label}
      </label>
    );
  }
  const fieldError = form.errors[field.name]?.[0];
  return (
    <Field label={field.label} error={fieldError} hint={field.hint}>
      {(props) => (
        <input
          {...props}
          name={field.name}
          type={field.kind === 'number' ? 'number' : 'text'}
          step={field.step}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          value={typeof draft[field.name] === 'string' ? (draft[field.name] as string) : ''}
          onChange={(event) => onChange(field.name, event.target.value)}
          className={controlClassName(Boolean(fieldError), 'h-11')}
        />
      )}
    </Field>
  );
}

/** Save and cancel, with the server's refusal announced next to them. */
export function FormActions({
  isSaving,
  error,
  onCancel,
}: {
  isSaving: boolean;
  error: Error | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" isLoading={isSaving}>
        {t('admin.console.common.save')}
      </Button>
      <Button variant="outline" onClick={onCancel}>
        {t('admin.console.common.cancel')}
      </Button>
      <span role="status" className="text-sm text-danger">
        {error ? error.message : ''}
      </span>
    </div>
  );
}
