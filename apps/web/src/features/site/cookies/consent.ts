import { consentCookieNames, timing, type TStartupData } from '@parlor/contracts';
import { readCookie, writeCookie } from '../../../lib/storage';
import { createLazyStore, useStore } from '../../../lib/store';

/** The two consent cookies of spec §3 (Cookie consent); both live 365 days. */
export const consentCookieName = consentCookieNames.consent;
export const settingsCookieName = consentCookieNames.settings;

export interface CookieSettings {
  /** Session, CSRF and these two cookies; always on. */
  essential: true;
  advertising: boolean;
  customization: boolean;
  functionality: boolean;
}
export type OptionalCategory = Exclude<keyof CookieSettings, 'essential'>;
export const optionalCategories: OptionalCategory[] = [
  'advertising',
  'customization',
  'functionality',
];

export interface ConsentState {
  /** null until the visitor chose (the banner shows until then). */
  consent: boolean | null;
  settings: CookieSettings;
  /** The visitor reopened the banner from the footer to change the choice. */
  isReopened: boolean;
}

const allOff: CookieSettings = {
  essential: true,
  advertising: false,
  customization: false,
  functionality: false,
};

function parseSettings(raw: string | undefined): CookieSettings {
  if (!raw) return allOff;
  try {
    const value = JSON.parse(raw) as Partial<Record<OptionalCategory, unknown>>;
    return {
      essential: true,
      advertising: value.advertising === true,
      customization: value.customization === true,
      functionality: value.functionality === true,
    };
  } catch {
    return allOff;
  }
}

/**
 * Reads the stored choice; a missing or malformed consent cookie means "not decided".
 * `cookies`: the values the server saw in the page's request, read instead of document.cookie.
 */
export function readConsent(cookies?: TStartupData['consentCookies']): ConsentState {
  const read = (key: keyof typeof consentCookieNames) =>
    cookies ? cookies[key] : readCookie(consentCookieNames[key]);
  const flag = read('consent');
  const consent = flag === 'true' ? true : flag === 'false' ? false : null;
  return { consent, settings: parseSettings(read('settings')), isReopened: false };
}

let startupCookies: TStartupData['consentCookies'] | undefined;

/**
 * The consent cookies the server inlined into the page (start-up data): the store's first
 * value comes from them, so the banner's first render reads no document.cookie (a
 * synchronous call to the browser process).
 */
export function setStartupConsentCookies(cookies: TStartupData['consentCookies']): void {
  startupCookies = cookies;
}

// Read when the banner or the footer first asks (not while the scripts are evaluated).
const consentStore = createLazyStore<ConsentState>(() => {
  const state = readConsent(startupCookies);
  startupCookies = undefined;
  return state;
});

export function useConsent(): ConsentState {
  return useStore(consentStore);
}

function store(consent: boolean, settings: CookieSettings): void {
  writeCookie(consentCookieName, String(consent), timing.cookieConsentDays);
  writeCookie(settingsCookieName, JSON.stringify(settings), timing.cookieConsentDays);
  consentStore.set({ consent, settings, isReopened: false });
}

/** Accept all: every category on, consent true. */
export function acceptAllCookies(): void {
  store(true, { essential: true, advertising: true, customization: true, functionality: true });
}

/** Decline: every optional category off, consent false. */
export function declineCookies(): void {
  store(false, allOff);
}

/** Save Settings: the chosen toggles, consent true. */
export function saveCookieSettings(choice: Record<OptionalCategory, boolean>): void {
  store(true, { essential: true, ...choice });
}

/** Shows the banner again so the visitor can change or withdraw consent. */
export function reopenCookieBanner(): void {
  consentStore.set((state) => ({ ...state, isReopened: true }));
}

/** Closes a reopened banner without changing the stored choice. */
export function closeReopenedBanner(): void {
  consentStore.set((state) => ({ ...state, isReopened: false }));
}
