import type { TStartupData } from '@parlor/contracts';
import { setStartupConsentCookies } from '../features/site/cookies/consent';
import { checkAuth } from '../lib/auth';
import { applyTranslations, i18n } from '../lib/i18n';
import { chooseLanguage, switchLanguage } from '../lib/languages';
import { preferencesStore, setLanguagePreference } from '../lib/preferences';
import { queryClient } from '../lib/query-client';
import { currenciesQuery, languagesQuery, settingsQuery } from '../lib/site-data';
import { toast } from '../lib/toast';
import { readStartupData, seedPageData, seedSiteData } from './startup-data';

/** Start-up could not load the site settings; the start-up screen says so (spec §8). */
export class SettingsUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Failed to fetch settings', { cause });
    this.name = 'SettingsUnavailableError';
  }
}

/** The page is the app shell the service worker kept, served because the network failed. */
function isCachedShell(): boolean {
  return document.documentElement.hasAttribute('data-cached-shell');
}

/** The chosen language: from the inlined start-up data when it is in it, else from the API. */
async function startLanguage(startup: TStartupData | undefined): Promise<void> {
  const languages = await queryClient.fetchQuery(languagesQuery);
  // A first visit speaks the browser's language; the choice is stored below and kept.
  const language = chooseLanguage(
    languages,
    preferencesStore.get().languageId,
    navigator.languages,
  );
  if (!language) return;
  if (startup?.languageId === language.id) {
    setLanguagePreference(language.id, language.code);
    await applyTranslations(language.code, startup.texts);
    seedPageData(startup);
  } else {
    await switchLanguage(language);
  }
}

/**
 * Start-up: languages and their texts, the auth check, settings and currencies, taken from
 * the data the server inlined into index.html where it can, else asked for.
 * Throws only when the app cannot run at all: SettingsUnavailableError.
 */
export async function bootstrapApp(): Promise<void> {
  const startup = readStartupData();
  const isFromCache = isCachedShell();
  // Cached as fresh: the fetches below answer from the cache without a request.
  if (startup) {
    seedSiteData(startup);
    // The cached shell's request carried no cookies: the banner reads the browser's own.
    if (!isFromCache) setStartupConsentCookies(startup.consentCookies);
  }

  const languagesTask = startLanguage(startup).catch(() =>
    toast.error(i18n.t('site.errors.languages')),
  );

  const currenciesTask = queryClient
    .fetchQuery(currenciesQuery)
    .catch(() => toast.error(i18n.t('site.errors.currencies')));

  await Promise.all([
    languagesTask,
    currenciesTask,
    // The service worker's cached shell (a start without network) carries a visitor's flags.
    checkAuth(isFromCache ? undefined : startup?.auth),
    queryClient.fetchQuery(settingsQuery).catch((error: unknown) => {
      throw new SettingsUnavailableError(error);
    }),
  ]);
}
