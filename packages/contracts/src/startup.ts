import type { TIsAuth } from './auth';
import type { TBundle } from './money';
import type {
  TCurrency,
  TFaq,
  TLanguage,
  TLocalizations,
  TSocialLink,
  TStaticPage,
  TStaticPageSummary,
} from './content';
import type { TSettings } from './settings';

/** The cookie banner's two cookies (spec §3, Cookie consent), read by the app and the server. */
export const consentCookieNames = {
  consent: 'cookie_consent',
  settings: 'cookie_settings',
} as const;

/** The id of the `<script type="application/json">` in index.html that carries TStartupData. */
export const startupDataElementId = 'parlor-startup-data';

/**
 * What the server inlines into index.html so that the app starts without asking for it:
 * the answers of the start-up calls, in the server's default language, and the data of
 * the page the URL shows. Only public data, plus the request's own auth flags.
 */
export interface TStartupData {
  /** The language `texts` and the page data are in (the default language). */
  languageId: number;
  /** `GET /api/languages`. */
  languages: TLanguage[];
  /** `GET /api/currencies`. */
  currencies: TCurrency[];
  /** `GET /api/settings`. */
  settings: TSettings;
  /** `GET /api/localizations` of that language, less the texts the English bundle already has. */
  texts: TLocalizations;
  /** `GET /api/is-auth` for the session of the request that asked for the page. */
  auth: Pick<TIsAuth, 'authenticated' | 'emailVerified' | 'canUseConsole'>;
  /**
   * The request's own consent cookies as it sent them (a missing one is left out), so that
   * the cookie banner's first render needs no `document.cookie` read (a synchronous call to
   * the browser process).
   */
  consentCookies: { consent?: string; settings?: string };
  /** `GET /api/static-pages`: the footer's links, on every page. */
  staticPages: TStaticPageSummary[];
  /** `GET /api/social-links`: the footer's profiles, on every page. */
  socialLinks: TSocialLink[];
  /** `GET /api/static-pages/{idOrSlug}` when the URL is an existing static page. */
  staticPage?: { idOrSlug: string; page: TStaticPage };
  /**
   * The home page's data when the URL is `/`: `GET /api/bundles/index` priced in
   * `currency` (the server's default) and `GET /api/faq`.
   */
  home?: { currency: string; bundles: TBundle[]; faq: TFaq[] };
}
