import {
  Headset,
  Home,
  LogIn,
  LogOut,
  MessagesSquare,
  ShieldCheck,
  UserPlus,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { openModal } from '../../../lib/modals';
import { useLogout } from '../hooks/use-logout';
import { useIsInterlocutor } from '../hooks/use-is-interlocutor';

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

/** The pages of a signed-in person: Home, Rooms, My profile and the consoles they may use. */
function useMenuLinks() {
  const { t } = useTranslation();
  const { canUseConsole } = useAuth();
  const isInterlocutor = useIsInterlocutor();
  return [
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
}

/** The menu of a signed-in person: their pages, then Logout. */
export function SignedInItems({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const onLogout = useLogout();
  const links = useMenuLinks();
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.end}
            onClick={onClose}
            className={({ isActive }) =>
              cn(
                itemClasses,
                isActive ? 'bg-accent-soft text-white' : 'text-ink-100 hover:bg-ink-750',
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
            onClose();
            void onLogout();
          }}
        >
          {t('site.nav.logout')}
        </MenuButton>
      </li>
    </>
  );
}

/** What a visitor's menu offers: the sign-in and sign-up modals. */
const guestModals = [
  { modal: 'login', label: 'site.nav.signIn', icon: <LogIn className="size-5" /> },
  { modal: 'register', label: 'site.nav.signUp', icon: <UserPlus className="size-5" /> },
] as const;

/** The menu of a visitor: Sign in and Sign up. */
export function SignedOutItems({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {guestModals.map((item) => (
        <li key={item.modal}>
          <MenuButton
            icon={item.icon}
            onClick={() => {
              onClose();
              openModal(item.modal);
            }}
          >
            {t(item.label)}
          </MenuButton>
        </li>
      ))}
    </>
  );
}
