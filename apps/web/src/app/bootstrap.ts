import { checkAuth } from '../lib/auth';
import { i18n } from '../lib/i18n';
import { chooseLanguage, switchLanguage } from '../lib/languages';
import { preferencesStore } from '../lib/preferences';
import { queryClient } from '../lib/query-client';
import { currenciesQuery, languagesQuery, settingsQuery } from '../lib/site-data';
import { toast } from '../lib/toast';

/**
 * Start-up: languages and their texts, the auth check, settings and currencies.
 * Throws only when the app cannot run at all (settings unavailable).
 */
export async function bootstrapApp(): Promise<void> {
  const languagesTask = queryClient
    .fetchQuery(languagesQuery)
    .then(async (languages) => {
      const language = chooseLanguage(languages, preferencesStore.get().languageId);
      if (language) await switchLanguage(language);
    })
    .catch(() => toast.error(i18n.t('site.errors.languages')));

  const currenciesTask = queryClient
    .fetchQuery(currenciesQuery)
    .catch(() => toast.error(i18n.t('site.errors.currencies')));

  await Promise.all([
    languagesTask,
    currenciesTask,
    checkAuth(),
    queryClient.fetchQuery(settingsQuery),
  ]);
}
