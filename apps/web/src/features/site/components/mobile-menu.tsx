import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton } from '../../../components/ui/dialog-close-button';
import { useAuth } from '../../../lib/auth';
import { Logo } from './logo';
import { SignedInItems, SignedOutItems } from './mobile-menu-items';
import { CurrencySwitcher, LanguageSwitcher } from './preference-switchers';

/**
 * The side menu of narrow screens (spec §2): Home, Rooms, My profile (Interlocutor console,
 * Console for staff) and Logout when signed in, otherwise Sign in and Sign up; the language and currency switchers below.
 */
export function MobileMenu({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col border-l border-ink-700 bg-ink-850 shadow-2xl outline-none data-[state=open]:animate-[slide-in-right_200ms_ease-out]"
        >
          <div className="flex h-16 items-center justify-between border-b border-ink-700 px-4">
            <Dialog.Title className="sr-only">{t('site.nav.mobileNavigation')}</Dialog.Title>
            <Logo compact />
            <DialogCloseButton
              label={t('common.closeMenu')}
              className="inline-flex size-10 items-center justify-center rounded-xl text-ink-300 transition hover:bg-ink-750 hover:text-white"
            />
          </div>

          <nav aria-label={t('site.nav.mobileNavigation')} className="flex-1 overflow-y-auto p-3">
            <ul className="flex flex-col gap-1">
              {isAuthenticated ? (
                <SignedInItems onClose={close} />
              ) : (
                <SignedOutItems onClose={close} />
              )}
            </ul>
          </nav>

          <div className="border-t border-ink-700 p-4">
            <p className="mb-3 text-xs font-semibold tracking-wider text-ink-300 uppercase">
              {t('site.nav.preferences')}
            </p>
            <div className="grid grid-cols-2 gap-2">
              <LanguageSwitcher />
              <CurrencySwitcher />
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
