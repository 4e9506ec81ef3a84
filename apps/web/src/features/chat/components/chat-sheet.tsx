import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button';

/** The chat panel on small screens: a sheet sliding in from the right. */
export function ChatSheet({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm lg:hidden" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 data-[state=open]:animate-[slide-in-right_200ms_ease-out] flex w-[min(22rem,calc(100vw-2.5rem))] flex-col border-l border-ink-700 bg-ink-900 shadow-2xl outline-none lg:hidden">
          <div className="flex items-center justify-between px-4 py-3">
            <Dialog.Title className="font-display text-lg font-bold text-white">
              {title}
            </Dialog.Title>
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
            <DialogCloseButton
              label={t('chat.room.closePanel')}
              className="inline-flex size-10 items-center justify-center rounded-xl text-ink-300 hover:bg-ink-750 hover:text-white"
            />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
