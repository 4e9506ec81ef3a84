import { Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Button, IconButton } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { lazyExport } from '../../../lib/lazy-export';
import { openModal } from '../../../lib/modals';
import { breakpoints, useMediaQuery } from '../../../lib/use-media-query';
import { Logo } from './logo';
import { useIsInterlocutor } from '../hooks/use-is-interlocutor';
import { CurrencySwitcher, LanguageSwitcher } from './preference-switchers';

// The side menu (and the dialog library under it) loads when it is first opened.
const MobileMenu = lazyExport(() => import('./mobile-menu'), 'MobileMenu');

/** Links a signed-in user sees (spec §2, Header and menu). */
export const signedInLinks = [
  { to: '/', key: 'site.nav.home', end: true },
  { to: '/rooms', key: 'site.nav.rooms', end: false },
  { to: '/account', key: 'site.nav.myProfile', end: false },
] as const;

/** The pages of a signed-in user on medium screens and wider. */
function MainNav() {
  const { t } = useTranslation();
  const { canUseConsole } = useAuth();
  const isInterlocutor = useIsInterlocutor();
  const links = [
    ...signedInLinks,
    ...(isInterlocutor
      ? [{ to: '/interlocutor', key: 'site.nav.interlocutorConsole', end: false } as const]
      : []),
    ...(canUseConsole ? [{ to: '/admin', key: 'site.nav.adminConsole', end: false } as const] : []),
  ];
  return (
    <nav aria-label={t('site.nav.mainNavigation')} className="hidden md:block">
      <ul className="flex items-center gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-10 items-center rounded-xl px-3.5 text-sm font-semibold transition',
                  isActive
                    ? 'bg-accent-soft text-white'
                    : 'text-ink-300 hover:bg-ink-800 hover:text-white',
                )
              }
            >
              {t(link.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Sign in and Sign up for a guest. */
function GuestButtons({ isCompact }: { isCompact: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="hidden items-center gap-2 md:flex">
      <Button variant="ghost" size={isCompact ? 'sm' : 'md'} onClick={() => openModal('login')}>
        {t('site.nav.signIn')}
      </Button>
      <Button size={isCompact ? 'sm' : 'md'} onClick={() => openModal('register')}>
        {t('site.nav.signUp')}
      </Button>
    </div>
  );
}

/**
 * The site header. Guests get Sign in / Sign up, signed-in users Home, Rooms and My
 * profile (and Interlocutor console, Console for admins and moderators); language and currency switchers on wide screens, everything in the side menu
 * on narrow ones. `compact` is the slimmer bar of the chat layout.
 */
export function Header({ variant = 'default' }: { variant?: 'default' | 'compact' }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [wasMenuOpened, setWasMenuOpened] = useState(false);
  const isCompact = variant === 'compact';
  // The switchers and the sign-in buttons show from these widths only (below them the side
  // menu offers both): a phone does not render them at all.
  const isWide = useMediaQuery(breakpoints.lg);
  const isMedium = useMediaQuery(breakpoints.md);

  return (
    <header
      className={cn(
        'z-30 w-full border-b',
        isCompact
          ? 'border-ink-700/80 bg-ink-900/95'
          : 'sticky top-0 border-white/5 bg-ink-900/75 backdrop-blur-xl supports-[backdrop-filter]:bg-ink-900/60',
      )}
    >
      {/* One row width in both variants: the logo and the menu stay put between pages. */}
      <div
        className={cn(
          'mx-auto flex w-full max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-6',
          isCompact ? 'h-14' : 'h-16 sm:h-18',
        )}
      >
        <Logo compact={isCompact} />

        {isAuthenticated && isMedium ? <MainNav /> : null}

        <div className="ml-auto flex items-center gap-2">
          {isWide ? (
            <div className="hidden items-center gap-2 lg:flex">
              <LanguageSwitcher />
              <CurrencySwitcher />
            </div>
          ) : null}
          {isAuthenticated || !isMedium ? null : <GuestButtons isCompact={isCompact} />}
          <IconButton
            label={t('common.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            onClick={() => {
              setWasMenuOpened(true);
              setIsMenuOpen(true);
            }}
            className="border border-ink-700 lg:hidden"
          >
            <Menu className="size-5" aria-hidden="true" />
          </IconButton>
        </div>
      </div>
      {wasMenuOpened ? (
        <Suspense fallback={null}>
          <MobileMenu open={isMenuOpen} onOpenChange={setIsMenuOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
