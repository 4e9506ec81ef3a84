import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Card, CardTitle } from '../../../../components/ui/card';
import { isApiError } from '../../../../lib/api-client';
import { useContentList } from '../../api/content-api';
import { isLocalized, toBody, type Draft, type FieldSpec } from './content-draft';
import {
  ContentField,
  FormActions,
  LanguageSwitcher,
  type FieldContext,
} from './content-form-fields';

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
