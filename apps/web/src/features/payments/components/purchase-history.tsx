import { Receipt } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { EmptyState, ErrorBox } from '../../../components/ui/feedback';
import { LoadingBlock } from '../../../components/ui/spinner';
import { formatDate, formatNumber, formatPrice } from '../../../lib/format';
import { useDepositHistory } from '../api/deposits';
import '../texts';

/** The account page's tabs that point at this section (`/account?tab=history`). */
const historyTabs = new Set(['history', 'orders']);

/** Purchase History: the 5 newest top-ups with date, purchase, price and points. */
export function PurchaseHistory() {
  const { t } = useTranslation();
  const { data: rows, isPending, isError, refetch } = useDepositHistory();
  const [searchParams] = useSearchParams();
  const sectionRef = useRef<HTMLElement>(null);
  const isTarget = historyTabs.has(searchParams.get('tab') ?? '');

  useEffect(() => {
    if (isTarget && !isPending) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [isTarget, isPending]);

  let content;
  if (isPending) content = <LoadingBlock label={t('common.loading')} className="min-h-32" />;
  else if (isError)
    content = (
      <ErrorBox message={t('money.errors.accountData')}>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          {t('common.tryAgain')}
        </Button>
      </ErrorBox>
    );
  else if (rows.length === 0)
    content = <EmptyState title={t('money.history.empty')} className="py-8" />;
  else
    content = (
      <div className="-mx-2 overflow-x-auto sm:-mx-3">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-xs tracking-wide text-ink-400 uppercase">
              <th scope="col" className="px-2 pb-2 sm:px-3 font-medium">
                {t('money.history.date')}
              </th>
              <th scope="col" className="px-2 pb-2 sm:px-3 font-medium">
                {t('money.history.purchase')}
              </th>
              <th scope="col" className="px-2 pb-2 sm:px-3 text-right font-medium">
                {t('money.history.price')}
              </th>
              <th scope="col" className="px-2 pb-2 sm:px-3 text-right font-medium">
                {t('money.history.points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                className="[&>td]:border-t [&>td]:border-ink-700/70"
                data-testid="history-row"
              >
                <td className="px-2 py-3 sm:px-3 text-ink-200 tabular-nums">
                  {formatDate(row.created_at)}
                </td>
                <td className="px-2 py-3 sm:px-3 text-ink-100">
                  {t('money.history.balanceTopUp')}
                </td>
                <td className="px-2 py-3 sm:px-3 text-right text-ink-100 tabular-nums">
                  {formatPrice(row.sum, row.currency)}
                </td>
                <td className="px-2 py-3 sm:px-3 text-right font-semibold text-success tabular-nums">
                  +{formatNumber(row.points)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <Card
      ref={sectionRef}
      id="purchase-history"
      className="scroll-mt-24"
      aria-labelledby="purchase-history-title"
    >
      <div className="mb-4 flex items-center gap-2.5">
        <Receipt className="size-5 text-accent" aria-hidden="true" />
        <CardTitle id="purchase-history-title">{t('money.history.title')}</CardTitle>
      </div>
      {content}
    </Card>
  );
}
