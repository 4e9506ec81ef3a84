import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/feedback';
import { cn } from '../../../lib/cn';

/**
 * The end of an auth form: the server's error that belongs to no field, then the submit
 * button — full width in the sign-in modals, at the right under the account page's forms.
 */
export function FormSubmit({
  generalError,
  isSubmitting,
  isDisabled,
  placement,
  className,
  children,
}: {
  generalError: string | null | undefined;
  isSubmitting: boolean;
  isDisabled?: boolean;
  placement: 'full-width' | 'end';
  /** Extra classes of the row that holds an `end` button. */
  className?: string;
  children: ReactNode;
}) {
  const button = (
    <Button
      type="submit"
      size="lg"
      isLoading={isSubmitting}
      disabled={isDisabled}
      className={placement === 'full-width' ? 'mt-1 w-full' : 'min-w-[148px]'}
    >
      {children}
    </Button>
  );
  return (
    <>
      {generalError ? <ErrorBox message={generalError} /> : null}
      {placement === 'full-width' ? (
        button
      ) : (
        <div className={cn('flex justify-end', className)}>{button}</div>
      )}
    </>
  );
}
