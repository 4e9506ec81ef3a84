/**
 * Text folded for keyword matching: lower case, typographic apostrophes made plain, accents
 * removed (JavaScript's `\b` only knows ASCII letters, so "mamá" and "ängstlich" would not
 * match otherwise), whitespace collapsed.
 */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // Plain ASCII (most messages) has no accents nor typographic apostrophes to fold.
  const plain = nonAscii.test(lower)
    ? lower.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’`´]/g, "'")
    : lower.replaceAll('`', "'");
  return plain.replace(/\s+/g, ' ');
}

/** Anything but printable ASCII and its whitespace (other control characters take the full path). */
const nonAscii = /[^ -~\t\n\r\f\v]/;

/** A keyword pattern written with accents, folded the same way as the text it tests. */
export function foldPattern(pattern: RegExp): RegExp {
  return new RegExp(pattern.source.normalize('NFD').replace(/\p{M}/gu, ''), pattern.flags);
}
