import { okEnvelope, ZLocalizationsSchema, type TLanguage } from '@parlor/contracts';
import { api } from '../lib/api-client';
import { checkAuth } from '../lib/auth';
import { applyTranslations, i18n } from '../lib/i18n';
import { preferencesStore, setLanguagePreference } from '../lib/preferences';
import { queryClient } from '../lib/query-client';
import { currenciesQuery, languagesQuery, settingsQuery } from '../lib/site-data';
import { toast } from '../lib/toast';

/** The stored language if it still exists, else the default, else the first (spec §4, Language). */
export function chooseLanguage(
  languages: TLanguage[],
  storedId: number | null,
): TLanguage | undefined {
  return (
    languages.find((language) => language.id === storedId) ??
    languages.find((language) => language.default === 1) ??
    languages[0]
  );
}

/** Loads a language's texts from the server and switches the interface to it. */
export async function switchLanguage(language: TLanguage): Promise<void> {
  setLanguagePreference(language.id, language.code);
  try {
    const answer = await api.get('/localizations', {
      query: { lang_id: language.id },
      schema: okEnvelope(ZLocalizationsSchema),
    });
    await applyTranslations(language.code, answer.payload);
  } catch (error) {
    // Translation load errors are only logged (spec §8); the bundled English stays.
    console.error('Failed to load translations', error);
    await applyTranslations(language.code, {});
  }
  await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'languages' });
}

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
