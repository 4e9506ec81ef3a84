/** A localised text: language code → text; `en` is always present and is the fallback. */
export type LocalizedText = { en: string } & Record<string, string>;

/** The text in the given language, falling back to English. */
export function pickLocalized(text: LocalizedText, language: string): string {
  return text[language] ?? text.en;
}
