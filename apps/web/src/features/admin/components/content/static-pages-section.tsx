import { useTranslation } from 'react-i18next';
import { ContentEditor } from './content-editor';
import { LocalizedName, useLocalized } from './localized-text';
import { useSharedContentParts } from './shared-content-parts';

/** Static pages by slug; a page with a legal role is not deleted. */
export function StaticPagesSection() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { positionField } = useSharedContentParts();
  return (
    <ContentEditor
      path="static-pages"
      caption={t('admin.console.content.nav.pages')}
      columns={[
        { id: 'slug', accessorKey: 'slug', header: t('admin.console.content.pages.slug') },
        {
          id: 'title',
          header: t('admin.console.content.pages.title'),
          cell: ({ row }) => (
            <LocalizedName text={row.original.title} checked={row.original.content}>
              {row.original.legal_role && (
                <span className="ml-2 text-xs text-ink-300">
                  {t('admin.console.content.pages.legal')}
                </span>
              )}
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
        positionField,
        { name: 'title', label: t('admin.console.content.pages.title'), kind: 'localized' },
        { name: 'content', label: t('admin.console.content.pages.content'), kind: 'localizedHtml' },
      ]}
      nameOf={(page) => pick(page.title)}
      canDelete={(page) => page.legal_role === null}
    />
  );
}
