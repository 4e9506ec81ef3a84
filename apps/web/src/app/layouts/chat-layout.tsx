import { Outlet } from 'react-router';
import { CookieBanner } from '../../features/site/components/cookie-banner';
import { Header } from '../../features/site/components/header';
import { SkipLink } from '../../features/site/components/skip-link';

/** The auth-style layout of /rooms, /chat and /topics/ paths: the header and a full-height work area. */
export function ChatLayout() {
  return (
    // The bottom padding keeps the message box above the cookie banner while it shows.
    <div className="relative isolate flex h-dvh min-h-[560px] flex-col bg-ink-900 pb-[var(--cookie-banner-space,0px)]">
      <SkipLink />
      {/* Early in the tab order: right after the skip link. */}
      <CookieBanner container={null} />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(ellipse_at_top,rgb(0_119_255/0.12),transparent_70%)]"
      />
      <Header variant="compact" />
      <main id="main" tabIndex={-1} className="flex min-h-0 flex-1 flex-col outline-none">
        <Outlet />
      </main>
    </div>
  );
}
