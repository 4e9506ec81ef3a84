import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Card, CardTitle } from '../../../../components/ui/card';
import { isApiError } from '../../../../lib/api-client';
import { useContentList } from '../../api/content-api';
import {
  ContentField,
  FormActions,
  isLocalized,
  LanguageSwitcher,
  type FieldContext,
} from './content-form-fields';

/** One field of a content form; `localized*` fields hold one text per language. */
export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'number' | 'checkbox' | 'localized' | 'localizedText' | 'localizedHtml';
  hint?: string;
  /** `step` of a number input. */
  step?: string;
  /** Its value in a new row; else empty (no text, unticked). */
  initial?: string | boolean;
}

export type Localized = Record<string, string>;
export type Draft = Record<string, string | boolean | Localized>;

/** The empty value of a field in a new row. */
function blankOf(field: FieldSpec): Draft[string] {
  if (field.initial !== undefined) return field.initial;
  if (isLocalized(field)) return {};
  return field.kind === 'checkbox' ? false : '';
}

/** The draft of a row as its form edits it (numbers as text), or without a row of a new one. */
export function toDraft(fields: FieldSpec[], row: object = {}): Draft {
  const values = row as Partial<Record<string, Draft[string] | number>>;
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name];
      return [field.name, typeof value === 'number' ? String(value) : (value ?? blankOf(field))];
    }),
  );
}

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

interface ContentFormProps {
  title: string;
  fields: FieldSpec[];
  initial: Draft;
  isSaving: boolean;
  error: Error | null;
  onSubmit: (body: Record<string, unknown>) => void;
  onCancel: () => void;
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
}: ContentFormProps) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [language, setLanguage] = useState('en');
  const languages = useContentList('languages').data ?? [];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errors = isApiError(error) ? (error.details.errors ?? {}) : {};
  const hasLocalized = fields.some(isLocalized);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const form: FieldContext = {
    draft,
    errors,
    language,
    languageTitle: languages.find((row) => row.code === language)?.title ?? language,
    onChange: (name, value) => setDraft({ ...draft, [name]: value }),
  };
  const languageHasError = (code: string) =>
    fields.some((field) => isLocalized(field) && errors[`${field.name}.${code}`]);

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
          <LanguageSwitcher
            languages={languages}
            language={language}
            onChange={setLanguage}
            hasError={languageHasError}
          />
        )}
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {fields.map((field) => (
            <ContentField key={field.name} field={field} form={form} />
          ))}
        </div>
        <FormActions isSaving={isSaving} error={error} onCancel={onCancel} />
      </form>
    </Card>
  );
}
