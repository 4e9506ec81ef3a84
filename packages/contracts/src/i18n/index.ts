import { interpolate, flattenCatalog, type Catalog, type CatalogKey } from './catalog';
import { de } from './de';
import { en } from './en';
import { es } from './es';

export { en, de, es, flattenCatalog, interpolate };
export type { Catalog, CatalogKey };

/** Every translation key, e.g. `auth.validation.emailRequired`. */
export type TMessageKey = CatalogKey<typeof en>;

/** The languages whose UI texts ship with the code. */
export const bundledLanguages = { en, de, es } as const;
export type TBundledLanguage = keyof typeof bundledLanguages;
export const fallbackLanguage: TBundledLanguage = 'en';

const flatCatalogs: Record<string, Record<string, string>> = {
  en: flattenCatalog(en),
  de: flattenCatalog(de),
  es: flattenCatalog(es),
};

/** The flat `{ key: text }` map of a bundled language (English for unknown codes). */
export function flatCatalog(language: string): Record<string, string> {
  return flatCatalogs[language] ?? flatCatalogs[fallbackLanguage]!;
}

/** Translates a key into a language, falling back to English, then to the key itself. */
export function translate(
  language: string,
  key: string,
  params?: Record<string, string | number>,
): string {
  const text = flatCatalogs[language]?.[key] ?? flatCatalogs[fallbackLanguage]![key] ?? key;
  return interpolate(text, params);
}

/** True when the string is a key of the English catalogue. */
export function isMessageKey(value: string): value is TMessageKey {
  return value in flatCatalogs[fallbackLanguage]!;
}
