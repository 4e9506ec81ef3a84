import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { useContentList } from '../../api/content-api';
import { ContentEditor } from './content-editor';
import { useLocalized } from './localized-text';
import { useSharedContentParts } from './shared-content-parts';

/** Point bundles: points, price in the default currency, visibility; a bought bundle is not deleted. */
export function BundlesSection() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { idColumn, positionField } = useSharedContentParts();
  const currencies = useContentList('currencies').data ?? [];
  const currency = currencies.find((row) => row.is_default)?.code ?? '';
  return (
    <ContentEditor
      path="bundles"
      caption={t('admin.console.content.nav.bundles')}
      columns={[
        idColumn,
        {
          id: 'description',
          header: t('admin.console.content.bundles.description'),
          cell: ({ row }) => (
            <>
              {pick(row.original.description)}
              {!row.original.is_active && (
                <span className="ml-2 rounded bg-ink-700 px-1.5 py-0.5 text-xs text-ink-200">
                  {t('admin.console.content.bundles.hidden')}
                </span>
              )}
            </>
          ),
        },
        {
          id: 'points',
          header: t('admin.console.content.bundles.points'),
          cell: ({ row }) => formatNumber(row.original.points),
        },
        {
          id: 'price',
          header: t('admin.console.content.bundles.price', { currency }),
          cell: ({ row }) => formatNumber(row.original.price),
        },
        {
          id: 'deposits',
          accessorKey: 'deposits',
          header: t('admin.console.content.bundles.deposits'),
        },
      ]}
      fields={[
        {
          name: 'description',
          label: t('admin.console.content.bundles.description'),
          kind: 'localized',
        },
        {
          name: 'points',
          label: t('admin.console.content.bundles.points'),
          kind: 'number',
          step: '0.01',
        },
        {
          name: 'price',
          label: t('admin.console.content.bundles.price', { currency }),
          kind: 'number',
          step: '0.01',
        },
        positionField,
        {
          name: 'is_active',
          label: t('admin.console.content.bundles.active'),
          kind: 'checkbox',
          initial: true,
        },
      ]}
      nameOf={(bundle) => pick(bundle.description)}
      canDelete={(bundle) => bundle.deposits === 0}
    />
  );
}
