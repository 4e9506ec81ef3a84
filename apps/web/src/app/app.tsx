import { timing } from '@parlor/contracts';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { setApiEventHandlers } from '../lib/api-client';
import { expireSession } from '../lib/auth';
import { i18n } from '../lib/i18n';
import { openModal } from '../lib/modals';
import { setNavigator } from '../lib/navigation';
import { startRealtime } from '../lib/realtime';
import { toast } from '../lib/toast';
import { bootstrapApp } from './bootstrap';
import { rememberCurrentPath } from './guards';
import { ModalHost } from './modal-host';
import { createAppRouter, type AppRouter } from './router';
import { StartupScreen } from './startup-screen';

const protectedPrefixes = ['/account', '/rooms', '/chat', '/topics/', '/interlocutor'];

function isProtectedPath(path: string): boolean {
  return protectedPrefixes.some(
    (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/** Connects the router to the global answer handling of spec §7 (401, unverified 403). */
function wireRouter(router: AppRouter): void {
  const remember = () =>
    rememberCurrentPath(router.state.location.pathname + router.state.location.search);
  remember();
  router.subscribe(remember);
  setNavigator((to, options) => void router.navigate(to, options));

  setApiEventHandlers({
    onUnauthorized() {
      const path = router.state.location.pathname;
      // Only the first 401 of an expired session reacts; later ones find it signed out.
      if (expireSession(timing.sessionExpiredResetMs) && isProtectedPath(path)) {
        toast.error(i18n.t('auth.errors.sessionExpired'));
        void router.navigate('/', { replace: true });
        openModal('login');
      }
    },
    onUnverified() {
      const { pathname, search } = router.state.location;
      if (pathname === '/email/verify') return;
      void router.navigate(`/email/verify?redirect=${encodeURIComponent(pathname + search)}`);
    },
  });
}

/** Starts the app (languages, auth, settings), then renders the router, modals and toasts. */
export function App() {
  const [router, setRouter] = useState<AppRouter | null>(null);
  const [startupError, setStartupError] = useState<string | null>(null);

  useEffect(() => {
    let isActive = true;
    bootstrapApp()
      .then(() => {
        if (!isActive) return;
        const appRouter = createAppRouter();
        wireRouter(appRouter);
        startRealtime();
        setRouter(appRouter);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (isActive) setStartupError(i18n.t('site.init.pageDataError'));
      });
    return () => {
      isActive = false;
    };
  }, []);

  if (!router) return <StartupScreen error={startupError} />;
  return (
    <>
      <RouterProvider router={router} />
      <ModalHost />
      <Toaster />
    </>
  );
}
