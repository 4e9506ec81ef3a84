import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { replaceModal } from '../../../lib/modals';
import { FormSubmit } from './form-submit';
import { SwitchPrompt } from './switch-prompt';

/** The three auth modals; each names its texts `auth.<kind>.title`, `.subtitle`, `.submit`. */
type AuthKind = 'login' | 'register' | 'forgot';

/** What an auth modal's form hook gives the frame: the form, its submit, its server errors. */
export interface AuthForm {
  form: { formState: { isSubmitting: boolean } };
  onSubmit: FormEventHandler<HTMLFormElement>;
  serverErrors: { generalError: string | null };
}

/** The link back to the sign-in modal (under both states of forgot password). */
export function BackToLogin() {
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

/** Under the submit button: the way to the other auth modal. */
function OtherModalLink({ kind }: { kind: AuthKind }) {
  const { t } = useTranslation();
  if (kind === 'forgot') return <BackToLogin />;
  return kind === 'login' ? (
    <SwitchPrompt
      text={t('auth.login.noAccount')}
      action={t('auth.login.toRegister')}
      onClick={() => replaceModal('register')}
    />
  ) : (
    <SwitchPrompt
      text={t('auth.register.haveAccount')}
      action={t('auth.register.toLogin')}
      onClick={() => replaceModal('login')}
    />
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
