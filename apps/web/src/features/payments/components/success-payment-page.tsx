import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { profileQueryKey } from '../../../lib/auth';
import { formatNumber } from '../../../lib/format';
import { queryClient } from '../../../lib/query-client';
import { Spinner } from '../../../components/ui/spinner';
import { depositHistoryQueryKey, useDepositOutcome } from '../api/deposits';
import { isOrderVariant, orderIdFrom, resultPathFor } from '../lib/result-params';
import { ResultShell, TransactionNumber } from './result-shell';
import '../texts';

/**
 * Success: `Top-up Successful!` (or the order variant), the transaction number and the way
 * on. A top-up's success is the server's word, not the address's: a deposit still pending
 * goes to the processing page, a failed one to the fail page, an unknown one to the fail
 * page with `Transaction not found`.
 */
export function SuccessPaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = orderIdFrom(params);
  const isOrder = isOrderVariant(params);
  const { outcome, deposit } = useDepositOutcome(isOrder ? null : orderId, { poll: false });

  // The balance and the history changed: fetch them again wherever they are shown.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    void queryClient.invalidateQueries({ queryKey: depositHistoryQueryKey });
  }, []);

  useEffect(() => {
    if (isOrder || orderId === null || outcome === 'success') return;
    const next =
      outcome === 'pending'
        ? `/processing-payment?order_id=${orderId}`
        : resultPathFor(outcome, orderId);
    if (next) void navigate(next, { replace: true });
  }, [isOrder, orderId, outcome, navigate]);

  const confirming =
    !isOrder && orderId !== null && outcome !== 'success' && outcome !== 'signed-out';
  if (confirming) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label={t('money.result.processingTitle')} />
      </div>
    );
  }

  return (
    <ResultShell
      tone="success"
      title={isOrder ? t('money.result.orderSuccess') : t('money.result.topUpSuccess')}
      action={
        <ButtonLink to={isOrder ? '/account?tab=orders' : '/account?tab=history'} size="lg">
          {isOrder ? t('money.result.viewOrders') : t('money.result.viewHistory')}
        </ButtonLink>
      }
    >
      <p>{isOrder ? t('money.result.orderThanks') : t('money.result.topUpThanks')}</p>
      {deposit?.status === 'success' && !isOrder ? (
        <p className="font-semibold text-success">
          {t('money.success.pointsAdded', { points: formatNumber(deposit.points) })}
        </p>
      ) : null}
      <TransactionNumber orderId={orderId} />
    </ResultShell>
  );
}
