import { CircleCheckBig } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { profileQueryKey } from '../../../lib/auth';
import { formatNumber } from '../../../lib/format';
import { queryClient } from '../../../lib/query-client';
import { depositHistoryQueryKey, useDepositStatus } from '../api/deposits';
import { isOrderVariant, orderIdFrom } from '../lib/result-params';
import { ResultShell } from './result-shell';

/** Success: `Top-up Successful!` (or the order variant), the transaction number and the way on. */
export function SuccessPaymentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = orderIdFrom(params);
  const isOrder = isOrderVariant(params);
  const { data: deposit } = useDepositStatus(orderId, { poll: false });

  // The balance and the history changed: fetch them again wherever they are shown.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    void queryClient.invalidateQueries({ queryKey: depositHistoryQueryKey });
  }, []);

  return (
    <ResultShell
      tone="success"
      icon={<CircleCheckBig aria-hidden="true" />}
      title={isOrder ? t('money.result.orderSuccess') : t('money.result.topUpSuccess')}
      actions={
        <>
          <ButtonLink to={isOrder ? '/account?tab=orders' : '/account?tab=history'} size="lg">
            {isOrder ? t('money.result.viewOrders') : t('money.result.viewHistory')}
          </ButtonLink>
          <ButtonLink to="/" variant="outline" size="lg">
            {t('money.result.returnHome')}
          </ButtonLink>
        </>
      }
    >
      <p>{isOrder ? t('money.result.orderThanks') : t('money.result.topUpThanks')}</p>
      {deposit?.status === 'success' && !isOrder ? (
        <p className="font-semibold text-success">
          {t('money.success.pointsAdded', { points: formatNumber(deposit.points) })}
        </p>
      ) : null}
      {orderId !== null ? (
        <p className="mt-2 rounded-full bg-ink-800 px-4 py-1.5 text-sm text-ink-200 tabular-nums">
          {t('money.result.transaction', { id: orderId })}
        </p>
      ) : null}
    </ResultShell>
  );
}
