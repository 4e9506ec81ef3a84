import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { useDefaultCurrency } from '../../api/content-api';
import { ContentEditor } from './content-editor';
import { RowMark } from './shared-content-parts';

/** Currencies and their rate to the default one; the default or a used one is not deleted. */
export function CurrenciesSection() {
  const { t } = useTranslation();
  const base = useDefaultCurrency();
  return (
    <ContentEditor
      path="currencies"
      columns={[
        {
          field: 'code',
          show: (currency) => (
            <>
              <span className="font-semibold">{currency.code}</span>
              {currency.is_default && (
                <RowMark>{t('admin.console.content.currencies.isDefault')}</RowMark>
              )}
            </>
          ),
        },
        'symbol',
        { field: 'rate', show: (currency) => formatNumber(currency.rate, 6) },
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
        'position',
      ]}
      name="code"
      canDelete={(row) => !row.is_default && row.deposits === 0}
    />
  );
}
