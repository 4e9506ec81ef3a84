import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { useContentList } from '../../api/content-api';
import { ContentEditor } from './content-editor';
import { useSharedContentParts } from './shared-content-parts';

/** Currencies and their rate to the default one; the default or a used one is not deleted. */
export function CurrenciesSection() {
  const { t } = useTranslation();
  const { positionField } = useSharedContentParts();
  const currencies = useContentList('currencies').data ?? [];
  const base = currencies.find((row) => row.is_default)?.code ?? '';
  return (
    <ContentEditor
      path="currencies"
      caption={t('admin.console.content.nav.currencies')}
      columns={[
        {
          id: 'code',
          header: t('admin.console.content.currencies.code'),
          cell: ({ row }) => (
            <>
              <span className="font-semibold">{row.original.code}</span>
              {row.original.is_default && (
                <span className="ml-2 text-xs text-ink-300">
                  {t('admin.console.content.currencies.isDefault')}
                </span>
              )}
            </>
          ),
        },
        {
          id: 'symbol',
          accessorKey: 'symbol',
          header: t('admin.console.content.currencies.symbol'),
        },
        {
          id: 'rate',
          header: t('admin.console.content.currencies.rate', { currency: base }),
          cell: ({ row }) => formatNumber(row.original.rate, 6),
        },
        {
          id: 'usage',
          accessorKey: 'deposits',
          header: t('admin.console.content.currencies.usage'),
        },
      ]}
      fields={[
        { name: 'code', label: t('admin.console.content.currencies.code'), kind: 'text' },
        { name: 'symbol', label: t('admin.console.content.currencies.symbol'), kind: 'text' },
        {
          name: 'rate',
          label: t('admin.console.content.currencies.rate', { currency: base }),
          kind: 'number',
          step: 'any',
        },
        positionField,
      ]}
      nameOf={(row) => row.code}
      canDelete={(row) => !row.is_default && row.deposits === 0}
    />
  );
}
