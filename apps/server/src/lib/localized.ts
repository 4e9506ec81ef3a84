import type { LocalizedText } from '../db/schema/columns';

/** The text in the given language, falling back to English. */
export function pickLocalized(text: LocalizedText, language: string): string {
  return text[language] ?? text.en;
}
