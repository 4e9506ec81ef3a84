import type { TLanguage } from '@parlor/contracts';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './languages';

const english: TLanguage = { id: 1, code: 'en', title: 'English', default: 1 };
const german: TLanguage = { id: 2, code: 'de', title: 'Deutsch', default: 0 };
const spanish: TLanguage = { id: 3, code: 'es', title: 'Español', default: 0 };
const languages = [english, german, spanish];

describe('chooseLanguage', () => {
  it("gives a first visit the first of the browser's languages the site offers", () => {
    expect(chooseLanguage(languages, null, ['de-AT', 'en-US'])).toBe(german);
    expect(chooseLanguage(languages, null, ['fr-FR', 'es', 'de'])).toBe(spanish);
  });

  it('falls back to the default language when the browser asks for none the site offers', () => {
    expect(chooseLanguage(languages, null, ['fr-FR', 'it'])).toBe(english);
    expect(chooseLanguage(languages, null, [])).toBe(english);
  });

  it("keeps a stored choice over the browser's languages", () => {
    expect(chooseLanguage(languages, spanish.id, ['de-DE'])).toBe(spanish);
  });

  it('gives the default, not the browser language, when the stored language was removed', () => {
    expect(chooseLanguage(languages, 99, ['de-DE'])).toBe(english);
  });
});
