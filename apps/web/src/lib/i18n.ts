import type { TMessageKey } from '@parlor/contracts/i18n';
import type { en } from '@parlor/contracts/i18n/en';
// The first screens' English groups alone: each feature adds its own (`addEnglishTexts`), and
// German and Spanish come from the API.
import { common } from '@parlor/contracts/i18n/en/common';
import { errors } from '@parlor/contracts/i18n/en/errors';
import { site } from '@parlor/contracts/i18n/en/site';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}

/**
 * English ships in the bundle and is the fallback; every language's texts (English too, as
 * an operator may have edited them) come from `GET /api/localizations` and are merged over
 * it (spec §4, Language). The entry carries the groups of the start-up screen, layouts and
 * home page (`common`, `errors`, `site`); a feature's chunk adds the groups it shows.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: { common, errors, site } } },
  lng: 'en',
  fallbackLng: 'en',
  // Said explicitly, and no namespaces in keys: i18next then skips its per-call guess of
  // whether a key is a sentence (a regular expression test on every t()), a quarter of the
  // first render's time (docs/decisions/173-web-start-up-in-shorter-tasks-measured-for-a-slower.md).
  keySeparator: '.',
  nsSeparator: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
  initAsync: false,
});

/**
 * Adds English groups of the catalogue (`{ chat, ai }`) when a feature's chunk loads. Texts
 * already there (the server's, possibly edited) are kept.
 */
export function addEnglishTexts(groups: Partial<typeof en>): void {
  i18n.addResourceBundle('en', 'translation', groups, true, false);
}

/** Merges a language's server texts and switches to it. */
export async function applyTranslations(
  code: string,
  texts: Record<string, string>,
): Promise<void> {
  if (code !== 'en' || Object.keys(texts).length > 0) {
    i18n.addResources(code, 'translation', texts);
  }
  await i18n.changeLanguage(code);
  document.documentElement.lang = code;
}

/** Translates a message that may be a catalogue key (zod field errors) or already a text. */
export function translateMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  // Keys come from zod at run time; the eslint fixer's cast removal breaks the typed t().
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  return i18n.exists(message) ? i18n.t(message as TMessageKey) : message;
}
