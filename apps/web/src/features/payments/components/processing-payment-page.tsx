import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDepositStatus } from '../api/deposits';
import { orderIdFrom } from '../lib/result-params';
import { ResultShell } from './result-shell';

/**
 * Processing: polls `GET /api/deposit/status/{order_id}` every 3 s and moves on to the
 * success page, or to the fail page (`Payment failed or was cancelled`); without an
 * order_id straight to the fail page (`Transaction identifier is missing`).
 */
export function ProcessingPaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = orderIdFrom(params);
  const { data: deposit, isError } = useDepositStatus(orderId, { poll: true });

  useEffect(() => {
    if (orderId === null) {
      void navigate('/fail-payment?error=missing_id', { replace: true });
    } else if (deposit?.status === 'success') {
      void navigate(`/success-payment?order_id=${orderId}`, { replace: true });
    } else if (deposit?.status === 'error' || isError) {
      void navigate(`/fail-payment?order_id=${orderId}&error=failed`, { replace: true });
    }
  }, [orderId, deposit?.status, isError, navigate]);

  return (
    <ResultShell
      tone="accent"
      icon={
        <Spinner
          label={t('money.result.processingTitle')}
          className="[&>span:first-child]:size-10"
        />
      }
      title={t('money.result.processingTitle')}
      actions={
        <>
          <ButtonLink to="/account?tab=history" size="lg">
            {t('money.result.viewHistory')}
          </ButtonLink>
          <ButtonLink to="/" variant="outline" size="lg">
            {t('money.result.returnHome')}
          </ButtonLink>
        </>
      }
    >
      <p>{t('money.result.processingText')}</p>
    </ResultShell>
  );
}
