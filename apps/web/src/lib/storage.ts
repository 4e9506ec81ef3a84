/** Keys the app keeps in localStorage (names from the spec). */
export const storageKeys = {
  languageId: 'languageId',
  currency: 'currency',
  /** Marker that this browser had a session; the session itself is an HttpOnly cookie. */
  authSession: 'auth_session',
  /** A sign-out whose server call failed: retried before the next auth check. */
  logoutPending: 'logout_pending',
  /** Never written by this client; removed on logout for clients that kept one. */
  token: 'token',
} as const;

/** One storage area behind get/set/remove that never throw (private mode, disabled or full storage). */
function safeStorage(area: 'localStorage' | 'sessionStorage') {
  return {
    get(key: string): string | null {
      try {
        return window[area].getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        window[area].setItem(key, value);
      } catch {
        // Storage unavailable or full: the value lasts while the page is open.
      }
    },
    remove(key: string): void {
      try {
        window[area].removeItem(key);
      } catch {
        // Nothing stored.
      }
    },
  };
}

/** localStorage that never throws (private mode, disabled storage). */
export const storage = safeStorage('localStorage');

/**
 * Opens localStorage or sessionStorage. The first access to either in a page is a
 * synchronous call to the browser process, which loads the whole area: a few ms, and far
 * more while the machine is busy. The start-up makes it alone, in a task of its own, before
 * the step that reads the area (app/start-app.tsx).
 */
export function openStorageArea(area: 'localStorage' | 'sessionStorage'): void {
  try {
    void window[area].length;
  } catch {
    // Storage unavailable: the reads answer null.
  }
}

/** Reads one cookie by name (URL-decoded). */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

/** Writes a cookie readable by the page, path /, for `days` days. */
export function writeCookie(name: string, value: string, days: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * 86_400}; Path=/; SameSite=Lax${secure}`;
}

/**
 * sessionStorage (this tab, kept across reloads) that never throws; for state that must
 * survive a reload but not outlive the tab, such as a chat's draft and its outbox.
 */
export const sessionStore = safeStorage('sessionStorage');
