import { ZAdminLanguageSchema } from '@parlor/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Card, CardTitle } from '../../../../components/ui/card';
import { controlClassName, Field } from '../../../../components/ui/field';
import { cn } from '../../../../lib/cn';
import { isApiError } from '../../../../lib/api-client';
import { useContentList } from '../../api/content-api';
import { HtmlPreview } from './html-preview';

/** One field of a content form; `localized*` fields hold one text per language. */
export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'number' | 'checkbox' | 'localized' | 'localizedText' | 'localizedHtml';
  hint?: string;
  /** `step` of a number input. */
  step?: string;
}

export type Localized = Record<string, string>;
export type Draft = Record<string, string | boolean | Localized>;

const isLocalized = (field: FieldSpec) => field.kind.startsWith('localized');

/** The request body of a draft: numbers parsed, empty numbers left out (the server names them). */
function toBody(fields: FieldSpec[], draft: Draft): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = draft[field.name];
    if (field.kind === 'number') {
      body[field.name] = value === '' || value === undefined ? undefined : Number(value);
    } else {
      body[field.name] = value;
    }
  }
  return body;
}

/**
 * The form of one content row. Localised fields show one language at a time, chosen with
 * the language buttons; a language whose field the server refused is marked. HTML fields
 * show a live preview cleaned by the server's sanitiser.
 */
export function ContentForm({
  title,
  fields,
  initial,
  isSaving,
  error,
  onSubmit,
  onCancel,
}: {
  title: string;
  fields: FieldSpec[];
  initial: Draft;
  isSaving: boolean;
  error: Error | null;
  onSubmit: (body: Record<string, unknown>) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(initial);
  const [language, setLanguage] = useState('en');
  const languages = useContentList('languages', ZAdminLanguageSchema).data ?? [];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errors = isApiError(error) ? (error.details.errors ?? {}) : {};
  const hasLocalized = fields.some(isLocalized);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const set = (name: string, value: Draft[string]) => setDraft({ ...draft, [name]: value });
  const setText = (name: string, value: string) =>
    set(name, { ...((draft[name] as Localized | undefined) ?? {}), [language]: value });
  const languageHasError = (code: string) =>
    fields.some((field) => isLocalized(field) && errors[`${field.name}.${code}`]);
  const languageTitle = languages.find((row) => row.code === language)?.title ?? language;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(toBody(fields, draft));
  };

  return (
    <Card className="flex flex-col gap-4">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <CardTitle ref={headingRef} tabIndex={-1} className="outline-none">
          {title}
        </CardTitle>
        {hasLocalized && (
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
                  onClick={() => setLanguage(row.code)}
                  className={cn(
                    'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-accent',
                    language === row.code
                      ? 'bg-accent-strong text-white'
                      : 'bg-ink-800 text-ink-200 hover:bg-ink-750',
                    languageHasError(row.code) && 'ring-2 ring-danger',
                  )}
                >
                  {row.title}
                </button>
              ))}
            </div>
            <p className="text-xs text-ink-400">
              {t('admin.console.content.common.englishRequired')}
            </p>
          </div>
        )}
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {fields.map((field) => {
            if (field.kind === 'checkbox') {
              return (
                <label
                  key={field.name}
                  className="flex items-center gap-3 self-end text-sm text-ink-100"
                >
                  <input
                    type="checkbox"
                    name={field.name}
                    checked={draft[field.name] === true}
                    onChange={(event) => set(field.name, event.target.checked)}
                    className="size-4 accent-accent"
                  />
                  {field.label}
                </label>
              );
            }
            if (isLocalized(field)) {
              const texts = (draft[field.name] as Localized | undefined) ?? {};
              const value = texts[language] ?? '';
              const fieldError =
                errors[`${field.name}.${language}`]?.[0] ?? errors[field.name]?.[0];
              const isWide = field.kind !== 'localized';
              return (
                <div
                  key={field.name}
                  className={cn('flex flex-col gap-3', isWide && 'lg:col-span-2')}
                >
                  <Field
                    label={t('admin.console.content.common.languageField', {
                      field: field.label,
                      language: languageTitle,
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
                          onChange={(event) => setText(field.name, event.target.value)}
                          className={controlClassName(Boolean(fieldError), 'h-11')}
                        />
                      ) : (
                        <textarea
                          {...props}
                          name={`${field.name}.${language}`}
                          rows={field.kind === 'localizedHtml' ? 12 : 4}
                          value={value}
                          onChange={(event) => setText(field.name, event.target.value)}
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
            const fieldError = errors[field.name]?.[0];
            return (
              <Field key={field.name} label={field.label} error={fieldError} hint={field.hint}>
                {(props) => (
                  <input
                    {...props}
                    name={field.name}
                    type={field.kind === 'number' ? 'number' : 'text'}
                    step={field.step}
                    inputMode={field.kind === 'number' ? 'decimal' : undefined}
                    value={
                      typeof draft[field.name] === 'string' ? (draft[field.name] as string) : ''
                    }
                    onChange={(event) => set(field.name, event.target.value)}
                    className={controlClassName(Boolean(fieldError), 'h-11')}
                  />
                )}
              </Field>
            );
          })}
        </div>
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
      </form>
    </Card>
  );
}
