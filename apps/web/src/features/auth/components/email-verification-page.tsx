import { CircleCheck, MailCheck, MailWarning } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { markEmailVerified, useAuth, useProfile } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { verifyEmail } from '../api/email-verification';
import { safeRedirect } from '../lib/safe-redirect';
import { AuthPageShell } from './auth-page-shell';
import { ResendVerification } from './resend-verification';
import '../texts';

const continuedTokens = new Set<string>();

type Outcome =
  { state: 'verifying' } | { state: 'verified' } | { state: 'failed'; message: string };

/** `/email/verify?token=…`: verifies once, then continues to `redirect` (or the account page). */
function VerifyToken({ token, redirect }: { token: string; redirect: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'verifying' });

  useEffect(() => {
    let isActive = true;
    verifyEmail(token).then(
      () => {
        if (!isActive) return;
        setOutcome({ state: 'verified' });
        // Once per token: the guard of `redirect` may send a guest back to this page.
        if (continuedTokens.has(token)) return;
        continuedTokens.add(token);
        markEmailVerified();
        toast.success(t('auth.success.emailVerified'));
        void navigate(redirect, { replace: true });
      },
      (error: unknown) => {
        if (!isActive) return;
        setOutcome({
          state: 'failed',
          message: isApiError(error) ? error.message : t('auth.errors.verifyTokenInvalid'),
        });
      },
    );
    return () => {
      isActive = false;
    };
  }, [token, redirect, navigate, t]);

  if (outcome.state === 'verifying') {
    return (
      <AuthPageShell title={t('auth.verify.title')}>
        <div className="flex items-center gap-3 text-ink-200">
          <Spinner />
          <span>{t('auth.verify.verifying')}</span>
        </div>
      </AuthPageShell>
    );
  }
  if (outcome.state === 'verified') {
    return (
      <AuthPageShell icon={<CircleCheck />} title={t('auth.verify.successTitle')}>
        <p className="text-body text-ink-200">{t('auth.success.emailVerified')}</p>
      </AuthPageShell>
    );
  }
  return (
    <AuthPageShell icon={<MailWarning />} title={t('auth.verify.failedTitle')}>
      <p role="alert" className="text-body leading-relaxed text-ink-200">
        {outcome.message}
      </p>
      <ResendVerification />
    </AuthPageShell>
  );
}

/**
 * EmailVerificationPage (`/email/verify`). With `token` it verifies the address and
 * continues to `redirect` or the account page; without, it explains why the address must
 * be verified and offers to send the link again.
 */
export function EmailVerificationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { isAuthenticated, emailVerified } = useAuth();
  const { data: profile } = useProfile();
  const token = params.get('token');
  const redirect = safeRedirect(params.get('redirect'));
  const email = profile?.email ?? params.get('email') ?? undefined;

  if (token) return <VerifyToken token={token} redirect={redirect} />;

  if (isAuthenticated && (emailVerified || profile?.email_verified)) {
    return (
      <AuthPageShell icon={<CircleCheck />} title={t('auth.verify.successTitle')}>
        <p className="text-body text-ink-200">{t('auth.success.emailVerified')}</p>
        <ButtonLink to={redirect} size="lg">
          {t('auth.verify.continue')}
        </ButtonLink>
      </AuthPageShell>
    );
  }

  return (
    <AuthPageShell icon={<MailCheck />} title={t('auth.verify.title')}>
      <p className="text-body leading-relaxed text-ink-200">
        {email ? t('auth.verify.pendingText', { email }) : t('auth.verify.pendingTextNoEmail')}
      </p>
      <p className="text-sm text-ink-300">{t('auth.verify.spamHint')}</p>
      <ResendVerification email={params.get('email') ?? undefined} />
    </AuthPageShell>
  );
}
