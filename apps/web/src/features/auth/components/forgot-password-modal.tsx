import { zodResolver } from '@hookform/resolvers/zod';
import { ZForgotPasswordFormSchema } from '@parlor/contracts';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-client';
import { replaceModal } from '../../../lib/modals';
import { toast } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { requestPasswordReset } from '../api/password-reset';
import { EmailField } from './email-field';
import { AuthFormModal } from './auth-form-modal';
import '../../../lib/zod-messages';
import '../texts';

/** The link back to the sign-in modal, under both states. */
function BackToLogin() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => replaceModal('login')}
      className="mx-auto rounded text-sm font-semibold text-accent transition hover:text-accent-hover hover:underline"
    >
      {t('auth.forgot.backToLogin')}
    </button>
  );
}

/** Sends the reset link again to the address it went to; a rate limit says so in its own words. */
function useResend(sentTo: string | null) {
  const { t } = useTranslation();
  const [isResending, setIsResending] = useState(false);
  const onResend = async () => {
    if (!sentTo) return;
    setIsResending(true);
    try {
      await requestPasswordReset(sentTo);
      toast.success(t('auth.success.resetLinkResent'));
    } catch (error) {
      toast.error(
        isApiError(error) && error.status === 429 ? error.message : t('auth.errors.resendLink'),
      );
    } finally {
      setIsResending(false);
    }
  };
  return { isResending, onResend };
}

/**
 * Forgot password (spec §2, §4): asks for the e-mail, then changes to its sent state with
 * `Resend Link`; links back to sign in.
 */
export function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ZForgotPasswordFormSchema), defaultValues: { email: '' } });
  const serverErrors = useServerErrors(setError, { email: 'email' });

  const onSubmit = handleSubmit(async ({ email }) => {
    serverErrors.clear();
    try {
      await requestPasswordReset(email);
      toast.success(t('auth.success.resetLinkSent'));
      setSentTo(email);
    } catch (error) {
      serverErrors.show(error, t('auth.errors.sendResetLink'));
    }
  });

  const { isResending, onResend } = useResend(sentTo);

  if (sentTo) {
    return (
      <Modal open onClose={onClose} title={t('auth.forgot.sentTitle')}>
        <div className="flex flex-col items-center gap-5 text-center">
          <span className="mt-2 inline-flex size-16 items-center justify-center rounded-full bg-accent-soft text-accent">
            <MailCheck className="size-8" aria-hidden="true" />
          </span>
          <p className="text-body leading-relaxed text-ink-200">
            {t('auth.forgot.sentText', { email: sentTo })}
          </p>
          <Button
            variant="outline"
            size="lg"
            className="w-full"
            isLoading={isResending}
            onClick={() => void onResend()}
          >
            {t('auth.forgot.resend')}
          </Button>
          <BackToLogin />
        </div>
      </Modal>
    );
  }

  return (
    <AuthFormModal
      onClose={onClose}
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      onSubmit={onSubmit}
      submit={{
        label: t('auth.forgot.submit'),
        generalError: serverErrors.generalError,
        isSubmitting,
      }}
      after={<BackToLogin />}
    >
      <EmailField error={errors.email?.message} {...register('email')} />
    </AuthFormModal>
  );
}
