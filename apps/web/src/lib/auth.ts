import type { TIsAuth, TOkEnvelope, TUserProfile } from '@parlor/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, getTrusted, isApiError } from './api-client';
import { closeAllModals } from './modals';
import { queryClient } from './query-client';
import { storage, storageKeys } from './storage';
import { createStore, useStore } from './store';

/** Auth state of spec §3: who the browser is signed in as, as far as the client knows. */
export interface AuthState {
  isAuthenticated: boolean;
  emailVerified: boolean;
  needsVerification: boolean;
  /** True until the first auth check finished. */
  isLoading: boolean;
  error: string | null;
  /** Set by a 401; cleared 3 s later (spec §4, Session expiry). */
  sessionExpired: boolean;
  /** An admin or moderator: the header links to the console. */
  canUseConsole: boolean;
}

const initialState: AuthState = {
  isAuthenticated: false,
  emailVerified: false,
  needsVerification: false,
  isLoading: true,
  error: null,
  sessionExpired: false,
  canUseConsole: false,
};

export const authStore = createStore<AuthState>(initialState);

export function useAuth(): AuthState {
  return useStore(authStore);
}

/**
 * Asks the server whether this browser has a session. On a network failure it falls back
 * to the stored session marker with emailVerified false; a non-OK answer clears everything.
 * `known`: the server's answer for this page load (inlined in index.html), used instead of
 * asking unless a logout was pending (then the flags predate it).
 */
export async function checkAuth(
  known?: Pick<TIsAuth, 'authenticated' | 'emailVerified' | 'canUseConsole'>,
): Promise<void> {
  const isLogoutPending = storage.get(storageKeys.logoutPending) !== null;
  if (isLogoutPending && !(await endServerSession())) {
    // The server session may still be alive, but this browser signed out: stay signed out.
    clearAuthState();
    return;
  }
  try {
    const answer =
      known && !isLogoutPending
        ? known
        : await getTrusted<TIsAuth>('/is-auth', {
            silent: true,
            withoutContext: true,
          });
    if (answer.authenticated) {
      storage.set(storageKeys.authSession, '1');
    } else {
      storage.remove(storageKeys.authSession);
    }
    authStore.set((state) => ({
      ...state,
      isAuthenticated: answer.authenticated,
      emailVerified: answer.emailVerified,
      canUseConsole: answer.canUseConsole,
      isLoading: false,
      error: null,
    }));
  } catch (error) {
    if (isApiError(error) && (error.details.isNetwork || error.details.isTimeout)) {
      authStore.set((state) => ({
        ...state,
        isAuthenticated: storage.get(storageKeys.authSession) !== null,
        emailVerified: false,
        isLoading: false,
      }));
    } else {
      clearAuthState();
    }
  }
}

/** After a successful sign-in or sign-up (status OK). */
export function markSignedIn(options: { emailVerified: boolean }): void {
  storage.remove(storageKeys.logoutPending);
  storage.set(storageKeys.authSession, '1');
  authStore.set((state) => ({
    ...state,
    isAuthenticated: true,
    emailVerified: options.emailVerified,
    needsVerification: !options.emailVerified,
    isLoading: false,
    error: null,
  }));
  void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  // The sign-in's answer does not say the role: ask, for the console link.
  void checkAuth();
}

/** A sign-in answered VERIFY: the address must be confirmed first (spec §4, Auth). */
export function markNeedsVerification(message: string): void {
  authStore.set((state) => ({ ...state, needsVerification: true, error: message }));
}

/**
 * An address was just verified. The link may belong to another account than the one
 * signed in here, so the flags come from the server again; the profile is refetched.
 */
export function markEmailVerified(): void {
  authStore.set((state) => ({ ...state, needsVerification: false, error: null }));
  if (authStore.get().isAuthenticated) void checkAuth();
  void queryClient.invalidateQueries({ queryKey: profileQueryKey });
}

/** Forgets the session on this client: flags, marker, token entry and every user-owned query. */
export function clearAuthState(): void {
  storage.remove(storageKeys.authSession);
  storage.remove(storageKeys.token);
  authStore.set((state) => ({
    ...initialState,
    isLoading: false,
    sessionExpired: state.sessionExpired,
  }));
  queryClient.removeQueries({ queryKey: profileQueryKey });
  queryClient.removeQueries({ queryKey: ['user'] });
  closeAllModals();
}

/**
 * `POST /api/logout`. Answers whether the server session is gone: ended now, or already
 * over (401). While it is not, `logout_pending` stays set and the next start retries.
 */
async function endServerSession(): Promise<boolean> {
  storage.set(storageKeys.logoutPending, '1');
  try {
    await api.post('/logout', { silent: true, withoutContext: true });
  } catch (error) {
    if (!(isApiError(error) && error.status === 401)) return false;
  }
  storage.remove(storageKeys.logoutPending);
  return true;
}

/**
 * Logout always clears local state, even when the server call fails (spec §4); the call is
 * then retried when the app next starts, so a reload cannot bring the session back.
 */
export async function logout(): Promise<void> {
  try {
    if (!(await endServerSession())) throw new Error('Logout failed');
  } finally {
    clearAuthState();
  }
}

/**
 * A 401 from any call: mark the session expired (cleared after 3 s) and log out locally.
 * Answers false when the client was not signed in any more (a second 401 of the same
 * moment), so that the caller does not react twice and the sign-in modal stays open.
 */
export function expireSession(resetAfterMs: number): boolean {
  if (!authStore.get().isAuthenticated) return false;
  clearAuthState();
  authStore.set((state) => ({ ...state, sessionExpired: true }));
  window.setTimeout(
    () => authStore.set((state) => ({ ...state, sessionExpired: false })),
    resetAfterMs,
  );
  return true;
}

export const profileQueryKey = ['user', 'profile'] as const;

// Spec §4: the profile is fetched again when the currency changes (AppProvider subscribes;
// reading the preference here, while the scripts are evaluated, cost a localStorage call).
export const profileQuery = queryOptions({
  queryKey: profileQueryKey,
  queryFn: async () => (await getTrusted<TOkEnvelope<TUserProfile>>('/user/profile')).payload,
});

/** The signed-in user's profile (balance, channel status, ...); disabled when signed out. */
export function useProfile() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...profileQuery, enabled: isAuthenticated });
}

/** Updates the cached balance at once (e.g. from a realtime event or a purchase answer). */
export function setCachedBalance(balance: number): void {
  queryClient.setQueryData<TUserProfile>(profileQueryKey, (profile) =>
    profile ? { ...profile, balance, points: balance } : profile,
  );
}
