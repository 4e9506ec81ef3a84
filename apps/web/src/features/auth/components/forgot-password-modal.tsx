import { zodResolver } from '@hookform/resolvers/zod';
import { ZForgotPasswordFormSchema } from '@parlor/contracts';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-client';
import { fieldBinder } from '../../../lib/form-field';
import { toast } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { requestPasswordReset } from '../api/password-reset';
import { EmailField } from './email-field';
import { AuthFormModal, BackToLogin } from './auth-form-modal';
import '../../../lib/zod-messages';
import '../texts';

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

/** The forgot-password form's state and its submit, which hands on the address it sent to. */
function useForgotPasswordForm(onSent: (email: string) => void) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(ZForgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const serverErrors = useServerErrors(form.setError, { email: 'email' });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    serverErrors.clear();
    try {
      await requestPasswordReset(email);
      toast.success(t('auth.success.resetLinkSent'));
      onSent(email);
    } catch (error) {
      serverErrors.show(error, t('auth.errors.sendResetLink'));
    }
  });
  return { form, onSubmit, serverErrors };
}

/**
 * Forgot password (spec §2, §4): asks for the e-mail, then changes to its sent state with
 * `Resend Link`; links back to sign in.
 */
export function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgotForm = useForgotPasswordForm(setSentTo);
  const field = fieldBinder(forgotForm.form);
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
    <AuthFormModal kind="forgot" onClose={onClose} form={forgotForm}>
      <EmailField {...field('email')} />
    </AuthFormModal>
  );
}
