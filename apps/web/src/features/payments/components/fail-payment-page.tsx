import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { openModal } from '../../../lib/modals';
import { useDepositStatus } from '../api/deposits';
import { failCauseFrom, isOrderVariant, orderIdFrom } from '../lib/result-params';
import { ResultShell, TransactionNumber } from './result-shell';
import '../texts';

/**
 * Fail: `Top-up Failed` (or `Payment Failed`), why when known, Try Again (the account page with
 * the top-up open again) and Return to Home.
 */
export function FailPaymentPage() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  const orderId = orderIdFrom(params);
  const cause = failCauseFrom(params);
  const isOrder = isOrderVariant(params);
  const { data: deposit } = useDepositStatus(orderId, { poll: false });
  const reason = deposit?.status === 'error' ? deposit.failure_reason : null;

  const message =
    cause === 'missing_id'
      ? t('money.result.missingId')
      : cause === 'not_found'
        ? t('money.result.notFound')
        : cause === 'failed'
          ? t('money.result.failedOrCancelled')
          : t('money.errors.paymentFailed');

  return (
    <ResultShell
      tone="danger"
      title={isOrder ? t('money.result.paymentFailed') : t('money.result.topUpFailed')}
      action={
        // To the account page (spec) with the top-up open again: trying again is paying.
        <ButtonLink
          to="/account"
          size="lg"
          onClick={() => {
            if (isAuthenticated) openModal('topUp', {});
          }}
        >
          {t('money.result.tryAgain')}
        </ButtonLink>
      }
    >
      <p data-testid="fail-message">{message}</p>
      {reason ? <p className="text-ink-200">{t(`money.reasons.${reason}`)}</p> : null}
      <TransactionNumber orderId={orderId} />
    </ResultShell>
  );
}
