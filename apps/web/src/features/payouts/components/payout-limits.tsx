import type { TPayoutMethods } from '@parlor/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '../../../lib/format';

/**
 * The available balance (money and points) with the minimum and maximum of one payout. Only
 * the balance is a term with its values: the limits are sentences, and a list of terms may
 * hold nothing else (screen readers announce its items as term and definition).
 */
export function PayoutLimits({ config }: { config: TPayoutMethods }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-3 rounded-2xl border border-ink-700 bg-ink-800/60 p-4 sm:grid-cols-2">
      <dl>
        <dt className="text-xs font-medium tracking-wide text-ink-400 uppercase">
          {t('payouts.modal.availableBalance')}
        </dt>
        <dd
          className="mt-1 font-display text-2xl font-bold text-white tabular-nums"
          data-testid="payout-available"
        >
          {formatPrice(config.available_amount, config.currency, config.symbol)}
        </dd>
        <dd className="text-xs text-ink-400 tabular-nums">
          {formatNumber(config.available_points)} {t('money.balance.unit')}
        </dd>
      </dl>
      <div className="flex flex-col gap-1 text-sm text-ink-300 sm:items-end sm:justify-end">
        <span>
          {t('payouts.modal.minimum', {
            amount: formatPrice(config.min_amount, config.currency, config.symbol),
          })}
        </span>
        {config.max_amount !== null ? (
          <span>
            {t('payouts.modal.maximum', {
              amount: formatPrice(config.max_amount, config.currency, config.symbol),
            })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
