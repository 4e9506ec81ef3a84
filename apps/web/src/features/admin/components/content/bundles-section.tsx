import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { useDefaultCurrency } from '../../api/content-api';
import { ContentEditor } from './content-editor';
import { useLocalized } from './localized-text';

/** Point bundles: points, price in the default currency, visibility; a bought bundle is not deleted. */
export function BundlesSection() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const currency = useDefaultCurrency();
  return (
    <ContentEditor
      path="bundles"
      columns={[
        'id',
        {
          field: 'description',
          show: (bundle) => (
            <>
              {pick(bundle.description)}
              {!bundle.is_active && (
                <span className="ml-2 rounded bg-ink-700 px-1.5 py-0.5 text-xs text-ink-200">
                  {t('admin.console.content.bundles.hidden')}
                </span>
              )}
            </>
          ),
        },
        { field: 'points', show: (bundle) => formatNumber(bundle.points) },
        { field: 'price', show: (bundle) => formatNumber(bundle.price) },
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
        'position',
        {
          name: 'is_active',
          label: t('admin.console.content.bundles.active'),
          kind: 'checkbox',
          initial: true,
        },
      ]}
      name="description"
      canDelete={(bundle) => bundle.deposits === 0}
    />
  );
}
