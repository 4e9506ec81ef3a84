import { zodResolver } from '@hookform/resolvers/zod';
import { ZResetPasswordFormSchema } from '@parlor/contracts';
import { CircleCheck, KeyRound, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/feedback';
import { isApiError } from '../../../lib/api-client';
import { fieldBinder } from '../../../lib/form-field';
import { openModal } from '../../../lib/modals';
import { useServerErrors } from '../../../lib/use-server-errors';
import { resetPassword } from '../api/password-reset';
import { AuthPageShell } from './auth-page-shell';
import { NewPasswordFields } from './new-password-fields';
import '../../../lib/zod-messages';
import '../texts';

const serverFields = {
  password: 'password',
  password_confirmation: 'password_confirmation',
  passwordConfirmation: 'password_confirmation',
} as const;

/** The new-password form's state and its submit with the link's token and e-mail. */
function useResetPasswordForm(token: string, email: string) {
  const { t } = useTranslation();
  const [isDone, setIsDone] = useState(false);
  // The link expired or was used: the general error offers a new one.
  const [isLinkInvalid, setIsLinkInvalid] = useState(false);
  const form = useForm({
    resolver: zodResolver(ZResetPasswordFormSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const serverErrors = useServerErrors(form.setError, serverFields);

  const onSubmit = form.handleSubmit(async (values) => {
    serverErrors.clear();
    try {
      await resetPassword({ token, email, ...values });
      setIsDone(true);
    } catch (error) {
      serverErrors.show(error, t('auth.errors.reset'));
      setIsLinkInvalid(isApiError(error) && error.code === 'INVALID_TOKEN');
    }
  });
  return { form, onSubmit, serverErrors, isDone, isLinkInvalid };
}

/** The mailed link's page (`/reset-password?token=…&email=…`): a new password, then success. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const { form, onSubmit, serverErrors, isDone, isLinkInvalid } = useResetPasswordForm(
    token,
    email,
  );
  const field = fieldBinder(form);

  const requestNewLink = (
    <Button variant="outline" size="lg" onClick={() => openModal('forgotPassword')}>
      {t('auth.reset.requestNew')}
    </Button>
  );

  if (!token || !email) {
    return (
      <AuthPageShell icon={<LinkIcon />} title={t('auth.reset.title')}>
        <p className="text-body leading-relaxed text-ink-200">{t('auth.reset.missingToken')}</p>
        {requestNewLink}
      </AuthPageShell>
    );
  }

  if (isDone) {
    return (
      <AuthPageShell icon={<CircleCheck />} title={t('auth.success.passwordReset')}>
        <p className="text-body leading-relaxed text-ink-200">{t('auth.reset.successText')}</p>
        <Button size="lg" onClick={() => openModal('login')}>
          {t('auth.reset.toLogin')}
        </Button>
      </AuthPageShell>
    );
  }

  return (
    <AuthPageShell icon={<KeyRound />} title={t('auth.reset.title')}>
      <p className="-mt-2 text-body text-ink-300">{t('auth.reset.subtitle', { email })}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <NewPasswordFields
          purpose="replacement"
          password={field('password')}
          confirmation={field('password_confirmation')}
        />
        {serverErrors.generalError ? (
          <ErrorBox message={serverErrors.generalError}>
            {isLinkInvalid ? requestNewLink : null}
          </ErrorBox>
        ) : null}
        <Button type="submit" size="lg" isLoading={form.formState.isSubmitting} className="mt-1">
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthPageShell>
  );
}
