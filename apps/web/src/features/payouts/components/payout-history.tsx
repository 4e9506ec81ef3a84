import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/ui/query-content';
import { cn } from '../../../lib/cn';
import { formatDate, formatPrice } from '../../../lib/format';
import { usePayoutHistory } from '../api/payouts';

const statusTone = {
  pending: 'bg-warning/15 text-warning',
  paid: 'bg-success/15 text-success',
  rejected: 'bg-danger/15 text-danger',
} as const;

/** The caller's payouts, newest first: date, amount, method, masked destination, status. */
export function PayoutHistory() {
  const { t } = useTranslation();
  const history = usePayoutHistory();

  const content = (
    <QueryContent
      query={history}
      errorMessage={t('money.errors.accountData')}
      empty={{ title: t('payouts.modal.historyEmpty'), className: 'py-6' }}
      loadingClassName="min-h-24"
    >
      {(rows) => (
        <ul className="flex flex-col divide-y divide-ink-700/70">
          {rows.map((row) => (
            <li
              key={row.id}
              data-testid="payout-row"
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
            >
              <div className="min-w-0">
                <p className="font-semibold text-white tabular-nums">
                  {formatPrice(row.amount, row.currency)}
                  <span className="ml-2 text-sm font-normal text-ink-300">
                    {t(`payouts.methods.${row.method}`)} · {row.destination}
                  </span>
                </p>
                <p className="text-xs text-ink-400 tabular-nums">
                  {formatDate(row.created_at)}
                  {row.reference ? ` · ${row.reference}` : ''}
                </p>
                {row.reason ? <p className="text-xs text-danger">{row.reason}</p> : null}
              </div>
              <span
                className={cn(
                  'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  statusTone[row.status],
                )}
              >
                {t(`payouts.statuses.${row.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </QueryContent>
  );

  return (
    <section aria-labelledby="payout-history-title" className="flex flex-col gap-2">
      <h3 id="payout-history-title" className="font-display text-base font-bold text-white">
        {t('payouts.modal.historyTitle')}
      </h3>
      {content}
    </section>
  );
}
