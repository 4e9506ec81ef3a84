import { useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { RenderAfterPaint } from '../../components/render-after-paint';
import { CookieBanner } from '../../features/site/components/cookie-banner';
import { Footer } from '../../features/site/components/footer';
import { Header } from '../../features/site/components/header';
import { SkipLink } from '../../features/site/components/skip-link';
import { TopDecoration } from './decoration';

const decoratedPaths = new Set(['/', '/account']);

/**
 * Header, main area, footer and cookie banner; the home and account pages get the top
 * decoration. On the app's first render the page renders in a task after the header has
 * painted, then the footer, then the banner, each after the one before has painted
 * (RenderAfterPaint): short tasks, renders and layouts, instead of one long one.
 * Navigations within the layout render the page at once, from its top.
 */
export function DefaultLayout() {
  const { pathname } = useLocation();
  const [bannerSlot, setBannerSlot] = useState<HTMLDivElement | null>(null);
  return (
    // The bottom padding keeps the end of the page above the cookie banner while it shows.
    <div className="relative isolate flex min-h-dvh flex-col overflow-x-clip pb-[var(--cookie-banner-space,0px)]">
      {/* A new page opens at its top; Back and Forward return to where the reader was. */}
      <ScrollRestoration />
      <SkipLink />
      <div ref={setBannerSlot} />
      {decoratedPaths.has(pathname) ? <TopDecoration /> : null}
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <RenderAfterPaint>
          <Outlet />
        </RenderAfterPaint>
      </main>
      <RenderAfterPaint>
        <Footer />
      </RenderAfterPaint>
      <RenderAfterPaint>
        <CookieBanner container={bannerSlot} />
      </RenderAfterPaint>
    </div>
  );
}
