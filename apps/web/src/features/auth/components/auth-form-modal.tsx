import type { FormEventHandler, ReactNode } from 'react';
import { Modal } from '../../../components/ui/modal';
import { FormSubmit } from './form-submit';

/**
 * The frame the sign-in, sign-up and forgot-password modals share: title and subtitle, a
 * form of the given fields, the full-width submit button with the server's general error,
 * and what follows it (the line to the other modal).
 */
export function AuthFormModal({
  onClose,
  title,
  subtitle,
  onSubmit,
  submit,
  after,
  children,
}: {
  onClose: () => void;
  title: string;
  subtitle: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submit: {
    label: string;
    generalError: string | null | undefined;
    isSubmitting: boolean;
    isDisabled?: boolean;
  };
  /** Under the submit button, e.g. the switch to the other modal. */
  after: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal open onClose={onClose} title={title} description={subtitle} showDescription>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {children}
        <FormSubmit
          generalError={submit.generalError}
          isSubmitting={submit.isSubmitting}
          isDisabled={submit.isDisabled}
          placement="full-width"
        >
          {submit.label}
        </FormSubmit>
        {after}
      </form>
    </Modal>
  );
}
