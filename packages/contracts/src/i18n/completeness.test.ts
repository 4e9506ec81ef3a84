import { describe, expect, it } from 'vitest';
import { bundledLanguages, flatCatalog } from './index';

/**
 * Every UI string must exist in German and Spanish: this test fails when a key is missing,
 * empty or extra, or when a translation drops or invents a `{placeholder}`.
 */
const english = flatCatalog('en');
const englishKeys = Object.keys(english).sort();
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const translations = Object.keys(bundledLanguages).filter((code) => code !== 'en');

describe('UI translations', () => {
  it('covers German and Spanish', () => {
    expect(translations.sort()).toEqual(['de', 'es']);
    expect(englishKeys.length).toBeGreaterThan(100);
  });

  for (const code of translations) {
    describe(code, () => {
      const catalog = flatCatalog(code);

      it('has every English key', () => {
        const missing = englishKeys.filter((key) => !(key in catalog));
        expect(missing, `keys missing in ${code}`).toEqual([]);
      });

      it('has no key that English lacks', () => {
        const extra = Object.keys(catalog).filter((key) => !(key in english));
        expect(extra, `keys only in ${code}`).toEqual([]);
      });

      // A sentence fragment that is empty in English (e.g. the text after a link) may stay empty.
      it('has a non-empty text for every key whose English text is not empty', () => {
        const empty = Object.entries(catalog)
          .filter(([key, text]) => english[key]?.trim() !== '' && text.trim() === '')
          .map(([key]) => key);
        expect(empty, `empty texts in ${code}`).toEqual([]);
      });

      it('keeps the placeholders of every English text', () => {
        const mismatched = englishKeys
          .filter((key) => key in catalog)
          .filter(
            (key) => placeholders(english[key]!).join() !== placeholders(catalog[key]!).join(),
          )
          .map((key) => `${key}: ${english[key]} → ${catalog[key]}`);
        expect(mismatched, `placeholders changed in ${code}`).toEqual([]);
      });
    });
  }
});
