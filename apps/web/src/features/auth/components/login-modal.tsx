import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginFormSchema } from '@parlor/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { markNeedsVerification, markSignedIn } from '../../../lib/auth';
import { replaceModal } from '../../../lib/modals';
import { navigateTo } from '../../../lib/navigation';
import { useServerErrors } from '../../../lib/use-server-errors';
import { login } from '../api/login';
import { safeRedirect } from '../lib/safe-redirect';
import { SwitchPrompt } from './switch-prompt';
import { EmailField } from './email-field';
import { AuthFormModal } from './auth-form-modal';
import '../../../lib/zod-messages';
import '../texts';

/**
 * The sign-in modal (spec §2, §5): e-mail and password; links to forgot password and
 * sign up. A signed-in user lands on the account page (or stays on `returnTo`, a path of
 * this site); an unverified address goes to the e-mail verification page.
 */
export function LoginModal({ onClose, returnTo }: { onClose: () => void; returnTo?: string }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZLoginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const serverErrors = useServerErrors(setError, { password: 'password' });

  const onSubmit = handleSubmit(async (values) => {
    serverErrors.clear();
    try {
      await login(values);
      markSignedIn({ emailVerified: true });
      onClose();
      navigateTo(safeRedirect(returnTo ?? null));
    } catch (error) {
      if (isApiError(error) && error.details.envelopeStatus === 'VERIFY') {
        markNeedsVerification(error.message);
        onClose();
        navigateTo(`/email/verify?email=${encodeURIComponent(values.email)}`);
        return;
      }
      serverErrors.show(error, t('auth.errors.login'));
    }
  });

  return (
    <AuthFormModal
      onClose={onClose}
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      onSubmit={onSubmit}
      submit={{
        label: t('auth.login.submit'),
        generalError: serverErrors.generalError,
        isSubmitting,
      }}
      after={
        <SwitchPrompt
          text={t('auth.login.noAccount')}
          action={t('auth.login.toRegister')}
          onClick={() => replaceModal('register')}
        />
      }
    >
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="-mt-1 flex justify-end">
        <button
          type="button"
          onClick={() => replaceModal('forgotPassword')}
          className="rounded text-sm font-medium text-accent transition hover:text-accent-hover hover:underline"
        >
          {t('auth.login.forgotPassword')}
        </button>
      </div>
    </AuthFormModal>
  );
}
