import * as Dialog from '@radix-ui/react-dialog';
import { createContext, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { DialogCloseButton } from './dialog-close-button';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Visually hidden unless shown: every dialog gets an accessible description. */
  description?: ReactNode;
  showDescription?: boolean;
  /** Persistent modals ignore Escape and backdrop clicks (spec §2, Modals). */
  persistent?: boolean;
  /**
   * Max width in px at the default text size (default 480; edit profile uses 810). It is
   * applied in rem, so that the dialog grows with a larger text setting instead of squeezing
   * its fields and buttons (WCAG 1.4.4); the viewport still caps it.
   */
  maxWidth?: number;
  hideClose?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  /**
   * Where the focus goes when the dialog closes (after "Agree", the message box); by default
   * the control that opened it.
   */
  returnFocusTo?: () => HTMLElement | null;
}

/** The element that opened the modal the app's modal host renders (lib/modals). */
export const ReturnFocusContext = createContext<HTMLElement | null>(null);

/**
 * Where the focus goes back to: the given target, else the opener while it is still on the
 * page, else the page's main region, so that it never falls to the body and a keyboard user
 * never has to start again from the top.
 */
function returnFocus(target: HTMLElement | null | undefined, opener: HTMLElement | null): void {
  const candidates = [target, opener, document.getElementById('main')];
  const next = candidates.find((element) => element?.isConnected && !isInert(element));
  next?.focus({ preventScroll: next.id === 'main' });
  // A target still disabled while the dialog's action completes (the message box until the
  // rules are agreed) gets the focus as soon as it is enabled.
  if (target && next !== target) focusWhenEnabled(target, 60);
}

function focusWhenEnabled(target: HTMLElement, framesLeft: number): void {
  if (framesLeft === 0 || !target.isConnected) return;
  if (!isInert(target)) {
    target.focus();
    return;
  }
  requestAnimationFrame(() => focusWhenEnabled(target, framesLeft - 1));
}

function isInert(element: HTMLElement): boolean {
  return (element as HTMLButtonElement).disabled === true || element.closest('[inert]') !== null;
}

/**
 * Whether a press lands in another dialog: one opened above this (the rating over Active
 * chats) claims the pointer only once its effects have run, and a press in between reached
 * this one as a press outside, which closed it.
 */
function isInOtherDialog(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null
  );
}

function isInsideOpenPopup(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest('[role="combobox"][aria-expanded="true"]') !== null
  );
}

/**
 * The app's dialog: focus trapped, page scroll locked, closes on Escape or a backdrop
 * click unless persistent.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  showDescription = false,
  persistent = false,
  maxWidth = 480,
  hideClose = false,
  children,
  footer,
  className,
  returnFocusTo,
}: ModalProps) {
  const { t } = useTranslation();
  const hostOpener = useContext(ReturnFocusContext);
  // A dialog a page renders itself (report, share a summary) has no opener from the modal
  // host: what had the focus as it opened is read before Radix moves the focus inside (its
  // focus scope does that in an effect, after this layout effect).
  const pageOpener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const focused = document.activeElement;
    pageOpener.current =
      focused instanceof HTMLElement && focused !== document.body ? focused : null;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          onEscapeKeyDown={(event) => {
            // Escape first closes an open list inside the dialog (the phone's country list).
            if (persistent || isInsideOpenPopup(event.target)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            // Radix would focus a Dialog.Trigger; the app's dialogs open from anywhere.
            event.preventDefault();
            returnFocus(returnFocusTo?.(), hostOpener ?? pageOpener.current);
          }}
          onPointerDownOutside={(event) => {
            if (persistent || isInOtherDialog(event.target)) event.preventDefault();
          }}
          onInteractOutside={(event) => persistent && event.preventDefault()}
          style={{ maxWidth: `${maxWidth / 16}rem` }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[min(92dvh,900px)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-[var(--radius-card)] border border-ink-700 bg-ink-850 shadow-[var(--shadow-glow)] outline-none',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 px-6 pt-6 pb-2 sm:px-8 sm:pt-7">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-xl font-bold text-white sm:text-2xl">
                {title}
              </Dialog.Title>
              <Dialog.Description
                className={showDescription ? 'mt-1.5 text-sm text-ink-300' : 'sr-only'}
              >
                {description ?? title}
              </Dialog.Description>
            </div>
            {!hideClose && (
              <DialogCloseButton
                label={t('common.close')}
                className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-ink-300 transition hover:bg-ink-750 hover:text-white"
              />
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 pt-2 pb-6 sm:px-8 sm:pb-8">
            {children}
          </div>
          {footer ? (
            <div className="border-t border-ink-700 px-6 py-4 sm:px-8">{footer}</div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
