import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';

/** The × that closes a dialog (modal, sheet, menu), named for screen readers by `label`. */
export function DialogCloseButton({ label, className }: { label: string; className: string }) {
  return (
    <Dialog.Close aria-label={label} className={className}>
      <X className="size-5" aria-hidden="true" />
    </Dialog.Close>
  );
}
