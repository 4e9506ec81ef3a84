import * as Dialog from '@radix-ui/react-dialog';
import {
  Headset,
  Home,
  LogIn,
  LogOut,
  MessagesSquare,
  ShieldCheck,
  UserPlus,
  UserRound,
  X,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { openModal } from '../../../lib/modals';
import { useLogout } from '../hooks/use-logout';
import { useIsInterlocutor } from '../hooks/use-is-interlocutor';
import { Logo } from './logo';
import { CurrencySwitcher, LanguageSwitcher } from './preference-switchers';

const itemClasses =
  'flex h-12 w-full items-center gap-3 rounded-xl px-3.5 text-left text-body font-semibold transition';

function MenuButton({
  icon,
  onClick,
  children,
}: {
  icon: ReactNode;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(itemClasses, 'text-ink-100 hover:bg-ink-750')}
    >
      <span aria-hidden="true" className="text-ink-300">
        {icon}
      </span>
      {children}
    </button>
  );
}

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
  const { isAuthenticated, canUseConsole } = useAuth();
  const onLogout = useLogout();
  const isInterlocutor = useIsInterlocutor();
  const close = () => onOpenChange(false);

  const links = [
    { to: '/', label: t('site.nav.home'), icon: <Home className="size-5" />, end: true },
    {
      to: '/rooms',
      label: t('site.nav.rooms'),
      icon: <MessagesSquare className="size-5" />,
      end: false,
    },
    {
      to: '/account',
      label: t('site.nav.myProfile'),
      icon: <UserRound className="size-5" />,
      end: false,
    },
    ...(isInterlocutor
      ? [
          {
            to: '/interlocutor',
            label: t('site.nav.interlocutorConsole'),
            icon: <Headset className="size-5" />,
            end: false,
          },
        ]
      : []),
    ...(canUseConsole
      ? [
          {
            to: '/admin',
            label: t('site.nav.adminConsole'),
            icon: <ShieldCheck className="size-5" />,
            end: false,
          },
        ]
      : []),
  ];

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
            <Dialog.Close
              aria-label={t('common.closeMenu')}
              className="inline-flex size-10 items-center justify-center rounded-xl text-ink-300 transition hover:bg-ink-750 hover:text-white"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>

          <nav aria-label={t('site.nav.mobileNavigation')} className="flex-1 overflow-y-auto p-3">
            <ul className="flex flex-col gap-1">
              {isAuthenticated ? (
                <>
                  {links.map((link) => (
                    <li key={link.to}>
                      <NavLink
                        to={link.to}
                        end={link.end}
                        onClick={close}
                        className={({ isActive }) =>
                          cn(
                            itemClasses,
                            isActive
                              ? 'bg-accent-soft text-white'
                              : 'text-ink-100 hover:bg-ink-750',
                          )
                        }
                      >
                        <span aria-hidden="true" className="text-ink-300">
                          {link.icon}
                        </span>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                  <li className="mt-2 border-t border-ink-700 pt-2">
                    <MenuButton
                      icon={<LogOut className="size-5" />}
                      onClick={() => {
                        close();
                        void onLogout();
                      }}
                    >
                      {t('site.nav.logout')}
                    </MenuButton>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <MenuButton
                      icon={<LogIn className="size-5" />}
                      onClick={() => {
                        close();
                        openModal('login');
                      }}
                    >
                      {t('site.nav.signIn')}
                    </MenuButton>
                  </li>
                  <li>
                    <MenuButton
                      icon={<UserPlus className="size-5" />}
                      onClick={() => {
                        close();
                        openModal('register');
                      }}
                    >
                      {t('site.nav.signUp')}
                    </MenuButton>
                  </li>
                </>
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
