import { redirect, type LoaderFunctionArgs } from 'react-router';
import { authStore } from '../lib/auth';
import { openModal } from '../lib/modals';

let currentPath: string | null = null;

/** The router tells the guard where the user is, so that a refused navigation can stay there. */
export function rememberCurrentPath(path: string): void {
  currentPath = path;
}

/**
 * Loader of login-required routes: a guest gets the sign-in modal and the navigation is
 * cancelled (they stay where they were; on a first page load, on the home page); signing
 * in then opens the page they asked for.
 */
export function requireAuthLoader({ request }: LoaderFunctionArgs) {
  if (authStore.get().isAuthenticated) return null;
  const target = new URL(request.url);
  openModal('login', { returnTo: target.pathname + target.search });
  const stay = currentPath && currentPath !== target.pathname + target.search ? currentPath : '/';
  return redirect(stay);
}

/** Loader of guest-only routes: a signed-in user goes to the home page. */
export function guestOnlyLoader() {
  if (authStore.get().isAuthenticated) return redirect('/');
  return null;
}

/** `/password-restore` → `/reset-password`, keeping the query. */
export function passwordRestoreLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(`/reset-password${url.search}`);
}

/**
 * `/profile` → `/account` (the page's name in the menu is "My profile"). A guest is asked to
 * sign in for the account page at once, as /account would: a redirect to a route that
 * redirects again left a first page load on the start-up screen.
 */
export function profileLoader(args: LoaderFunctionArgs) {
  if (authStore.get().isAuthenticated) return redirect('/account');
  return requireAuthLoader({
    ...args,
    request: new Request(new URL('/account', args.request.url)),
  });
}
