import { timing } from '@parlor/contracts';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { endStartupRendering } from '../components/render-after-paint';
import { setApiEventHandlers } from '../lib/api-client';
import { expireSession } from '../lib/auth';
import { i18n } from '../lib/i18n';
import { openModal } from '../lib/modals';
import { setNavigator } from '../lib/navigation';
import { openStorageArea } from '../lib/storage';
import { startRealtime } from '../lib/realtime';
import { registerServiceWorker } from '../lib/service-worker';
import { toast } from '../lib/toast';
import { App } from './app';
import { bootstrapApp, SettingsUnavailableError } from './bootstrap';
import { rememberCurrentPath } from './guards';
import { AppProvider } from './provider';
import { createAppRouter, type AppRouter } from './router';
import { StartupErrorScreen } from './startup-error-screen';

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
  const startLocation = router.state.location;
  const unsubscribe = router.subscribe((state) => {
    if (state.location === startLocation) return;
    endStartupRendering();
    unsubscribe();
  });
  setNavigator((to, options) => void router.navigate(to, options));

  setApiEventHandlers({
    onUnauthorized() {
      const path = router.state.location.pathname;
      // Only the first 401 of an expired session reacts; later ones find it signed out.
      if (expireSession(timing.sessionExpiredResetMs) && isProtectedPath(path)) {
        toast.error(i18n.t('site.errors.sessionExpired'));
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

/** Resolves once the first location's loaders and lazy route modules have run. */
function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Lets the browser paint and handle input before the next piece of start-up work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts the app (languages, auth, settings, the first route's code and loaders) while
 * index.html's start-up screen shows, then renders the page into `container` in one pass.
 * Nothing is rendered twice, and the scripts' evaluation, the start-up data, the router's
 * start, the first render and the first access to each storage area are each a task of
 * their own (the layout renders the page
 * itself in the next one): long main-thread tasks are what delay a phone's first tap
 * (Lighthouse's total blocking time).
 * If start-up fails, the start-up screen shows the error: `Failed to fetch settings.` when
 * the settings could not be loaded, else `Failed to initialize page data.` (spec §2, §8).
 * Resolves with the React root it rendered into, so that whoever started it can stop it.
 */
export async function startApp(container: HTMLElement): Promise<Root> {
  // Also when start-up fails below: the shell it caches is what an offline start shows.
  registerServiceWorker();
  const root = createRoot(container);
  const render = (node: ReactNode) =>
    root.render(
      <StrictMode>
        <AppProvider>{node}</AppProvider>
      </StrictMode>,
    );
  let router: AppRouter;
  try {
    // Out of the task that evaluated the scripts.
    await nextTask();
    // The preferences and the auth marker are in localStorage, and react-router reads
    // sessionStorage when it starts: each area's first access (a synchronous browser call)
    // in a task of its own.
    openStorageArea('localStorage');
    await nextTask();
    await bootstrapApp();
    await nextTask();
    openStorageArea('sessionStorage');
    await nextTask();
    router = createAppRouter();
    wireRouter(router);
    startRealtime();
    await routerReady(router);
  } catch (error) {
    console.error(error);
    const message =
      error instanceof SettingsUnavailableError
        ? i18n.t('site.errors.settings')
        : i18n.t('site.init.pageDataError');
    render(<StartupErrorScreen message={message} />);
    return root;
  }
  await nextTask();
  render(<App router={router} />);
  return root;
}
