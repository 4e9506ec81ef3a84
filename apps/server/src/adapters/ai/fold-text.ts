/**
 * Text folded for keyword matching: lower case, typographic apostrophes made plain, accents
 * removed (JavaScript's `\b` only knows ASCII letters, so "mamá" and "ängstlich" would not
 * match otherwise), whitespace collapsed.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’`´]/g, "'")
    .replace(/\s+/g, ' ');
}

/** A keyword pattern written with accents, folded the same way as the text it tests. */
export function foldPattern(pattern: RegExp): RegExp {
  return new RegExp(pattern.source.normalize('NFD').replace(/\p{M}/gu, ''), pattern.flags);
}
