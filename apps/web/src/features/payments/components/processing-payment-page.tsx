import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { openModal } from '../../../lib/modals';
import { useDepositOutcome } from '../api/deposits';
import { orderIdFrom, resultPathFor } from '../lib/result-params';
import { ResultShell } from './result-shell';
import '../texts';

/**
 * Processing: polls `GET /api/deposit/status/{order_id}` every 3 s and moves on to the
 * success page, or to the fail page (`Payment failed or was cancelled`); without an
 * order_id straight to the fail page (`Transaction identifier is missing`). A visitor who
 * is not signed in (the session ended on the way) is offered sign-in and stays here.
 */
export function ProcessingPaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const orderId = orderIdFrom(params);
  const { outcome } = useDepositOutcome(orderId, { poll: true });

  useEffect(() => {
    const next =
      orderId === null ? '/fail-payment?error=missing_id' : resultPathFor(outcome, orderId);
    if (next) void navigate(next, { replace: true });
  }, [orderId, outcome, navigate]);

  const signedOut = outcome === 'signed-out';
  return (
    <ResultShell
      tone="pending"
      title={t('money.result.processingTitle')}
      action={
        signedOut ? (
          <Button
            size="lg"
            onClick={() =>
              openModal('login', { returnTo: `${location.pathname}${location.search}` })
            }
          >
            {t('site.nav.signIn')}
          </Button>
        ) : (
          <ButtonLink to="/account?tab=history" size="lg">
            {t('money.result.viewHistory')}
          </ButtonLink>
        )
      }
    >
      <p>{signedOut ? t('money.result.signInForStatus') : t('money.result.processingText')}</p>
    </ResultShell>
  );
}
