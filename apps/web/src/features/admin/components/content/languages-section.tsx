import type { TAdminLanguage, TAdminTranslationRow } from '@parlor/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CardTitle } from '../../../../components/ui/card';
import { controlClassName } from '../../../../components/ui/field';
import { cn } from '../../../../lib/cn';
import { isApiError } from '../../../../lib/api-client';
import { translateMessage } from '../../../../lib/i18n';
import { useContentList, useSaveTranslation, useTranslationsPage } from '../../api/content-api';
import { useListFilters } from '../../hooks/use-list-filters';
import { ConsoleInput, ConsoleSelect } from '../console-controls';
import { DataTable } from '../data-table';
import { ContentEditor } from './content-editor';
import { RowMark } from './shared-content-parts';

/** Languages (code, name, order, missing texts) and the editor of their UI texts. */
export function LanguagesSection() {
  const { t } = useTranslation();
  const isProtected = (row: TAdminLanguage) => row.is_default || row.code === 'en';
  return (
    <div className="flex flex-col gap-10">
      <ContentEditor
        path="languages"
        columns={[
          'code',
          {
            field: 'title',
            show: (language) => (
              <>
                {language.title}
                {language.is_default && (
                  <RowMark>{t('admin.console.content.languages.isDefault')}</RowMark>
                )}
              </>
            ),
          },
          {
            id: 'missing',
            header: t('admin.console.content.languages.missing'),
            cell: ({ row }) => (
              <span className={cn(row.original.missing > 0 && 'font-semibold text-warning')}>
                {row.original.missing}
              </span>
            ),
          },
        ]}
        fields={[
          { name: 'code', label: t('admin.console.content.languages.code'), kind: 'text' },
          { name: 'title', label: t('admin.console.content.languages.title'), kind: 'text' },
          'position',
        ]}
        name="title"
        canDelete={(row) => !isProtected(row)}
      />
      <TranslationsEditor />
    </div>
  );
}

/** Key, English text and the chosen language's text (editable in place) of each row. */
function useTranslationColumns(languageId: number | undefined) {
  const { t } = useTranslation();
  const columns: ColumnDef<TAdminTranslationRow, unknown>[] = [
    {
      id: 'key',
      header: t('admin.console.content.translations.key'),
      cell: ({ row }) => <code className="text-xs break-all text-ink-200">{row.original.key}</code>,
    },
    {
      id: 'english',
      header: t('admin.console.content.translations.english'),
      cell: ({ row }) => <span className="text-ink-100">{row.original.english}</span>,
    },
    {
      id: 'value',
      header: t('admin.console.content.translations.text'),
      cell: ({ row }) =>
        languageId === undefined ? null : (
          <TranslationCell
            key={`${languageId}:${row.original.key}:${row.original.value ?? ''}`}
            languageId={languageId}
            row={row.original}
          />
        ),
    },
  ];
  return columns;
}

/** Every English key with the chosen language's text beside it; missing ones highlighted. */
function TranslationsEditor() {
  const { t } = useTranslation();
  const languages = useContentList('languages').data ?? [];
  const { filters, setFilter, page, setPage } = useListFilters<{
    language_id: number | undefined;
    q: string;
    missing: boolean;
  }>({ language_id: undefined, q: '', missing: false });
  const languageId =
    filters.language_id ??
    (languages.find((row) => row.code !== 'en') ?? languages[0])?.id ??
    undefined;
  const translations = useTranslationsPage({ ...filters, language_id: languageId, page });
  const titleId = useId();

  const columns = useTranslationColumns(languageId);

  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('admin.console.content.translations.title')}</CardTitle>
      <div className="flex flex-wrap items-end gap-4">
        <ConsoleSelect
          label={t('admin.console.content.translations.language')}
          className="w-56"
          value={languageId ?? ''}
          onValueChange={(value) => setFilter('language_id', Number(value))}
        >
          {languages.map((row) => (
            <option key={row.id} value={row.id}>
              {row.title} ({row.code})
            </option>
          ))}
        </ConsoleSelect>
        <ConsoleInput
          label={t('admin.console.common.search')}
          className="w-72"
          type="search"
          value={filters.q}
          placeholder={t('admin.console.content.translations.searchPlaceholder')}
          onValueChange={(value) => setFilter('q', value)}
        />
        <label className="flex h-11 items-center gap-2 text-sm text-ink-100">
          <input
            type="checkbox"
            checked={filters.missing}
            onChange={(event) => setFilter('missing', event.target.checked)}
            className="size-4 accent-accent"
          />
          {t('admin.console.content.translations.missingOnly')}
        </label>
      </div>
      <DataTable
        columns={columns}
        query={translations}
        page={page}
        onPageChange={setPage}
        caption={t('admin.console.content.translations.title')}
      />
    </section>
  );
}

/** One text of the chosen language, edited in place; saved with its own button. */
function TranslationCell({ languageId, row }: { languageId: number; row: TAdminTranslationRow }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(row.value ?? '');
  const save = useSaveTranslation();
  const id = useId();
  const error = isApiError(save.error)
    ? (save.error.fieldError('value') ?? save.error.message)
    : undefined;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {t('admin.console.content.translations.text')}: {row.key}
      </label>
      <textarea
        id={id}
        rows={2}
        value={value}
        aria-invalid={Boolean(error)}
        onChange={(event) => setValue(event.target.value)}
        className={controlClassName(
          Boolean(error),
          cn('min-w-56 py-2 text-sm', row.is_missing && 'border-warning bg-warning/10'),
        )}
      />
      <div className="flex flex-wrap items-center gap-2 text-xs">
        {row.is_missing && (
          <span className="rounded bg-warning/15 px-1.5 py-0.5 font-semibold text-warning">
            {t('admin.console.content.translations.missing')}
          </span>
        )}
        {row.is_edited && (
          <span className="text-ink-300">{t('admin.console.content.translations.edited')}</span>
        )}
        {value !== (row.value ?? '') && (
          <Button
            size="sm"
            variant="outline"
            isLoading={save.isPending}
            onClick={() => save.mutate({ language_id: languageId, key: row.key, value })}
          >
            {t('admin.console.content.translations.saveText')}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-fine font-medium text-danger">
          {translateMessage(error)}
        </p>
      )}
    </div>
  );
}
