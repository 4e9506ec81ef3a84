import { useTranslation } from 'react-i18next';
import { ContentEditor } from './content-editor';
import { LocalizedName } from './localized-text';
import { RowMark } from './shared-content-parts';

/** Static pages by slug; a page with a legal role is not deleted. */
export function StaticPagesSection() {
  const { t } = useTranslation();
  return (
    <ContentEditor
      path="static-pages"
      columns={[
        'slug',
        {
          field: 'title',
          show: (page) => (
            <LocalizedName text={page.title} checked={page.content}>
              {page.legal_role && <RowMark>{t('admin.console.content.pages.legal')}</RowMark>}
            </LocalizedName>
          ),
        },
        {
          id: 'open',
          header: '',
          cell: ({ row }) => (
            <a
              href={`/${row.original.slug}`}
              target="_blank"
              rel="noreferrer"
              className="text-accent underline-offset-2 hover:underline"
            >
              {t('admin.console.content.pages.open')}
            </a>
          ),
        },
      ]}
      fields={[
        { name: 'slug', label: t('admin.console.content.pages.slug'), kind: 'text' },
        'position',
        { name: 'title', label: t('admin.console.content.pages.title'), kind: 'localized' },
        { name: 'content', label: t('admin.console.content.pages.content'), kind: 'localizedHtml' },
      ]}
      name="title"
      canDelete={(page) => page.legal_role === null}
    />
  );
}
