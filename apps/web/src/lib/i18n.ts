import type { TMessageKey } from '@parlor/contracts/i18n';
// English alone: the package's index also holds German and Spanish, which come from the API.
import { en } from '@parlor/contracts/i18n/en';
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
 * English ships in the bundle and is the fallback; other languages' texts come from
 * `GET /api/localizations` and are merged over it (spec §4, Language).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
  initAsync: false,
});

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
