import type { TLanguage, TLocalizations, TOkEnvelope } from '@parlor/contracts';
import { getTrusted } from './api-client';
import { applyTranslations } from './i18n';
import { setLanguagePreference } from './preferences';
import { queryClient } from './query-client';

/**
 * The language a first visit gets: the first of the browser's preferred languages
 * (`navigator.languages`, e.g. `de-AT`, `de`, `en`) the site offers, matched by its primary
 * subtag; undefined when none is offered.
 */
export function browserLanguage(
  languages: TLanguage[],
  preferred: readonly string[],
): TLanguage | undefined {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    const match = languages.find((language) => language.code.toLowerCase() === primary);
    if (match) return match;
  }
  return undefined;
}

/**
 * The stored language if it still exists; on a first visit (nothing stored) the browser's
 * (`browserLanguage`); else the default, else the first (spec §4, Language).
 */
export function chooseLanguage(
  languages: TLanguage[],
  storedId: number | null,
  preferred: readonly string[] = [],
): TLanguage | undefined {
  return (
    languages.find((language) => language.id === storedId) ??
    (storedId === null ? browserLanguage(languages, preferred) : undefined) ??
    languages.find((language) => language.default === 1) ??
    languages[0]
  );
}

/** Stores the choice, loads the language's texts from the server and switches the interface. */
export async function switchLanguage(language: TLanguage): Promise<void> {
  setLanguagePreference(language.id, language.code);
  try {
    const answer = await getTrusted<TOkEnvelope<TLocalizations>>('/localizations', {
      query: { lang_id: language.id },
    });
    await applyTranslations(language.code, answer.payload);
  } catch (error) {
    // Translation load errors are only logged (spec §8); the bundled English stays.
    console.error('Failed to load translations', error);
    await applyTranslations(language.code, {});
  }
  // Localised server content (FAQ, pages, rooms, ...) follows the language.
  await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'languages' });
}
