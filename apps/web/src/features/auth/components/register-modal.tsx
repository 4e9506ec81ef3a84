import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema, type TRegisterForm } from '@parlor/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/phone-field';
import { ErrorBox } from '../../../components/ui/feedback';
import { markSignedIn } from '../../../lib/auth';
import { fieldBinder } from '../../../lib/form-field';
import { navigateTo } from '../../../lib/navigation';
import { useSettings, useStaticPages } from '../../../lib/site-data';
import { toast } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { register as registerAccount } from '../api/register';
import { TermsCheckbox } from './terms-checkbox';
import { EmailField } from './email-field';
import { AuthFormModal } from './auth-form-modal';
import { NewPasswordFields } from './new-password-fields';
import '../../../lib/zod-messages';
import '../texts';

/** Server field → form field; phone-related errors go under the phone (spec §5). */
const serverFields = {
  email: 'email',
  phone: 'phone',
  phoneCountryCode: 'phone',
  nationalNumber: 'phone',
  password: 'password',
  password_confirmation: 'password_confirmation',
  passwordConfirmation: 'password_confirmation',
} as const;

/** The sign-up form's state and its submit: sign in, then go to the account page. */
function useRegisterForm(showTerms: boolean, onClose: () => void) {
  const { t } = useTranslation();
  const schema = useMemo(() => registerFormSchema({ requireTerms: showTerms }), [showTerms]);
  const form = useForm<TRegisterForm>({
    resolver: zodResolver(schema),
    defaultValues: {
      email: '',
      phone: null,
      password: '',
      password_confirmation: '',
      terms: false,
    },
  });
  const serverErrors = useServerErrors(form.setError, serverFields);

  const onSubmit = form.handleSubmit(async (values) => {
    serverErrors.clear();
    try {
      const answer = await registerAccount(values);
      markSignedIn({ emailVerified: answer.payload.emailVerified });
      if (answer.message) toast.success(answer.message);
      onClose();
      navigateTo('/account');
    } catch (error) {
      serverErrors.show(error, t('auth.errors.register'));
    }
  });
  return { form, onSubmit, serverErrors };
}

/**
 * The sign-up modal (spec §2, §5): e-mail, phone, password and its confirmation, and the
 * terms checkbox when both a terms page and a privacy page exist. A new user lands on the
 * account page, signed in, with the verification mail on its way.
 */
export function RegisterModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const { data: pages } = useStaticPages();
  const terms = pages?.find((page) => page.is_terms === 1);
  const privacy = pages?.find((page) => page.is_privacy === 1);
  const showTerms = Boolean(terms && privacy);
  const isDisabled = settings?.is_reg_enabled === false;

  const registerForm = useRegisterForm(showTerms, onClose);
  const field = fieldBinder(registerForm.form);

  return (
    <AuthFormModal kind="register" onClose={onClose} form={registerForm} isDisabled={isDisabled}>
      {isDisabled ? <ErrorBox message={t('auth.register.disabled')} /> : null}
      <EmailField {...field('email')} />
      <PhoneField control={registerForm.form.control} name="phone" label={t('auth.phone.label')} />
      <NewPasswordFields
        purpose="sign-up"
        password={field('password')}
        confirmation={field('password_confirmation')}
      />
      {terms && privacy ? (
        <TermsCheckbox terms={terms} privacy={privacy} {...field('terms')} />
      ) : null}
    </AuthFormModal>
  );
}
