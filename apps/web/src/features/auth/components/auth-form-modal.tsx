import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { cn } from '../../../lib/cn';
import { replaceModal } from '../../../lib/modals';
import { FormSubmit } from './form-submit';

/** The three auth modals; each names its texts `auth.<kind>.title`, `.subtitle`, `.submit`. */
type AuthKind = 'login' | 'register' | 'forgot';

/** What an auth modal's form hook gives the frame: the form, its submit, its server errors. */
export interface AuthForm {
  form: { formState: { isSubmitting: boolean } };
  onSubmit: FormEventHandler<HTMLFormElement>;
  serverErrors: { generalError: string | null };
}

/** A link-styled button that opens another auth modal in this one's place. */
export function AuthModalLink({
  to,
  className,
  children,
}: {
  to: 'login' | 'register' | 'forgotPassword';
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={() => replaceModal(to)}
      className={cn(
        'rounded text-accent transition hover:text-accent-hover hover:underline',
        className,
      )}
    >
      {children}
    </button>
  );
}

/** The link back to the sign-in modal (under both states of forgot password). */
export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <AuthModalLink to="login" className="mx-auto text-sm font-semibold">
      {t('auth.forgot.backToLogin')}
    </AuthModalLink>
  );
}

/** Under the submit button: the way to the other auth modal ("Don't have an account? Sign up"). */
function OtherModalLink({ kind }: { kind: AuthKind }) {
  const { t } = useTranslation();
  if (kind === 'forgot') return <BackToLogin />;
  const isLogin = kind === 'login';
  return (
    <p className="text-center text-sm text-ink-300">
      {isLogin ? t('auth.login.noAccount') : t('auth.register.haveAccount')}{' '}
      <AuthModalLink to={isLogin ? 'register' : 'login'} className="font-semibold">
        {isLogin ? t('auth.login.toRegister') : t('auth.register.toLogin')}
      </AuthModalLink>
    </p>
  );
}

/**
 * The frame the sign-in, sign-up and forgot-password modals share: title and subtitle, a
 * form of the given fields, the full-width submit button with the server's general error,
 * and the link to the other modal.
 */
export function AuthFormModal({
  kind,
  onClose,
  form: { form, onSubmit, serverErrors },
  isDisabled,
  children,
}: {
  kind: AuthKind;
  onClose: () => void;
  form: AuthForm;
  isDisabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      title={t(`auth.${kind}.title`)}
      description={t(`auth.${kind}.subtitle`)}
      showDescription
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {children}
        <FormSubmit
          generalError={serverErrors.generalError}
          isSubmitting={form.formState.isSubmitting}
          isDisabled={isDisabled}
          placement="full-width"
        >
          {t(`auth.${kind}.submit`)}
        </FormSubmit>
        <OtherModalLink kind={kind} />
      </form>
    </Modal>
  );
}
