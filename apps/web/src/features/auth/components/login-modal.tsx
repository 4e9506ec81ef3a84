import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginFormSchema } from '@parlor/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { markNeedsVerification, markSignedIn } from '../../../lib/auth';
import { fieldBinder } from '../../../lib/form-field';
import { navigateTo } from '../../../lib/navigation';
import { useServerErrors } from '../../../lib/use-server-errors';
import { login } from '../api/login';
import { safeRedirect } from '../lib/safe-redirect';
import { EmailField } from './email-field';
import { AuthFormModal, AuthModalLink } from './auth-form-modal';
import '../../../lib/zod-messages';
import '../texts';

/** The sign-in form's state and its submit. */
function useLoginForm(onClose: () => void, returnTo: string | undefined) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(ZLoginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const serverErrors = useServerErrors(form.setError, { password: 'password' });

  const onSubmit = form.handleSubmit(async (values) => {
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
  return { form, onSubmit, serverErrors };
}

/**
 * The sign-in modal (spec §2, §5): e-mail and password; links to forgot password and
 * sign up. A signed-in user lands on the account page (or stays on `returnTo`, a path of
 * this site); an unverified address goes to the e-mail verification page.
 */
export function LoginModal({ onClose, returnTo }: { onClose: () => void; returnTo?: string }) {
  const { t } = useTranslation();
  const loginForm = useLoginForm(onClose, returnTo);
  const field = fieldBinder(loginForm.form);

  return (
    <AuthFormModal kind="login" onClose={onClose} form={loginForm}>
      <EmailField {...field('email')} />
      <PasswordField label={t('auth.fields.password')} {...field('password')} />
      <div className="-mt-1 flex justify-end">
        <AuthModalLink to="forgotPassword" className="text-sm font-medium">
          {t('auth.login.forgotPassword')}
        </AuthModalLink>
      </div>
    </AuthFormModal>
  );
}
