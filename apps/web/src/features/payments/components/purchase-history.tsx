import { Receipt } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card, CardHeading } from '../../../components/ui/card';
import { HistoryTable } from '../../../components/ui/query-content';
import { formatDate, formatNumber, formatPrice } from '../../../lib/format';
import { useDepositHistory } from '../api/deposits';
import '../texts';

/** The account page's tabs that point at this section (`/account?tab=history`). */
const historyTabs = new Set(['history', 'orders']);

/** Purchase History: the 5 newest top-ups with date, purchase, price and points. */
export function PurchaseHistory() {
  const { t } = useTranslation();
  const history = useDepositHistory();
  const [searchParams] = useSearchParams();
  const sectionRef = useRef<HTMLElement>(null);
  const isTarget = historyTabs.has(searchParams.get('tab') ?? '');

  useEffect(() => {
    if (isTarget && !history.isPending) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [isTarget, history.isPending]);

  return (
    <Card
      ref={sectionRef}
      id="purchase-history"
      className="scroll-mt-24"
      aria-labelledby="purchase-history-title"
    >
      <CardHeading id="purchase-history-title" icon={Receipt} className="mb-4">
        {t('money.history.title')}
      </CardHeading>
      <HistoryTable
        query={history}
        errorMessage={t('money.errors.accountData')}
        emptyTitle={t('money.history.empty')}
        labelledBy="purchase-history-title"
        columns={[
          { label: t('money.history.date') },
          { label: t('money.history.purchase') },
          { label: t('money.history.price'), alignEnd: true },
          { label: t('money.history.points'), alignEnd: true },
        ]}
        row={(row) => (
          <tr
            key={row.id}
            className="[&>td]:border-t [&>td]:border-ink-700/70"
            data-testid="history-row"
          >
            <td className="px-2 py-3 sm:px-3 text-ink-200 tabular-nums">
              {formatDate(row.created_at)}
            </td>
            <td className="px-2 py-3 sm:px-3 text-ink-100">{t('money.history.balanceTopUp')}</td>
            <td className="px-2 py-3 sm:px-3 text-right text-ink-100 tabular-nums">
              {formatPrice(row.sum, row.currency)}
            </td>
            <td className="px-2 py-3 sm:px-3 text-right font-semibold text-success tabular-nums">
              +{formatNumber(row.points)}
            </td>
          </tr>
        )}
      />
    </Card>
  );
}
