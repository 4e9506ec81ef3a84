import { createElement, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { controlClassName } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { cn } from '../../../lib/cn';

/** A console control's props: its element's, its label, and its value as it changes. */
type ConsoleControlProps<TTag extends 'input' | 'select'> = Omit<
  ComponentProps<TTag>,
  'onChange' | 'className'
> & {
  label: ReactNode;
  /** The label's own layout (width), beside the column of label and control. */
  className?: string;
  onValueChange: (value: string) => void;
};

/** A console control (`tag`) with its label above it, reporting its value as it changes. */
function LabelledControl<TTag extends 'input' | 'select'>({
  tag,
  label,
  className,
  hasError = false,
  onValueChange,
  ...props
}: ConsoleControlProps<TTag> & { tag: TTag; hasError?: boolean }) {
  return (
    <label className={cn('flex flex-col gap-1.5 text-sm text-ink-200', className)}>
      {label}
      {createElement(tag, {
        ...props,
        onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
          onValueChange(event.target.value),
        className: controlClassName(hasError, 'h-11'),
      })}
    </label>
  );
}

/** A console input (search, filter, note, reason) with its label above it. */
export function ConsoleInput(props: ConsoleControlProps<'input'> & { hasError?: boolean }) {
  return <LabelledControl tag="input" {...props} />;
}

/** A console select (its options are the children) with its label above it. */
export function ConsoleSelect(props: ConsoleControlProps<'select'>) {
  return <LabelledControl tag="select" {...props} />;
}

/** Why a console action failed, announced as it appears; nothing while there is no error. */
export function ActionError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-danger">
      {message}
    </p>
  );
}

/** A modal that shows what an action will change, to confirm (only then it happens) or cancel. */
export function ReviewDialog({
  open,
  title,
  confirmLabel,
  isPending,
  onClose,
  onConfirm,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  isPending: boolean;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            {t('admin.console.common.cancel')}
          </Button>
          <Button onClick={onConfirm} isLoading={isPending}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      {children}
    </Modal>
  );
}
