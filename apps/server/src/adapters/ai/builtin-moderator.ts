import { foldPattern, foldText } from './fold-text';
import { speaksOfSelfHarm, speaksOfSelfHarmFolded } from './crisis-phrases';
import type { ModerationVerdict, Moderator } from './types';

/**
 * The built-in "No danger" check (no network): phrases of self-harm intent
 * (crisis-phrases.ts), threats against someone, and sexual content involving minors, in
 * English, German and Spanish.
 */
const threats = [
  /\bi\s*('m| am)?\s*(going\s+to|gonna|will)\s+(kill|shoot|stab|hurt|murder|beat)\s+(you|him|her|them|everyone)\b/,
  /\bi('ll| will)\s+(kill|shoot|stab|murder)\b/,
  /\b(bomb|shoot\s+up)\s+(the|a|my)\s+(school|office|church|mosque|synagogue)\b/,
  /\bich\s+(werde|will)\s+(dich|ihn|sie|euch)\s+(umbringen|töten|abstechen|erschießen)\b/,
  /\bich\s+bring\s+(dich|ihn|sie)\s+um\b/,
  /\bvoy\s+a\s+(matarte|matarlo|matarla|matarlos|apuñalarte|dispararte)\b/,
  /\bte\s+voy\s+a\s+matar\b/,
];

const minorTerms =
  /\b(child|children|kid|kids|minor|minors|underage|preteen|schoolgirl|schoolboy|\d{1,2}\s*(yo|year\s*old)|kind|kinder|minderjährig\w*|niña|niño|niñas|niños|menor|menores)\b/;
const sexualTerms =
  /\b(sex|sexual|sexy|nude|naked|porn\w*|erotic|intercourse|nackt|nacktbilder|sexuell\w*|pornos?|desnud[oa]s?|sexo|erótic[oa])\b/;

const threatPatterns = threats.map(foldPattern);
const minorPattern = foldPattern(minorTerms);
const sexualPattern = foldPattern(sexualTerms);

/** The verdict of the built-in rules on one text. */
export function moderateLocally(text: string): ModerationVerdict {
  const folded = foldText(text);
  if (minorPattern.test(folded) && sexualPattern.test(folded)) return 'minors';
  if (speaksOfSelfHarm(text)) return 'self_harm';
  if (threatPatterns.some((pattern) => pattern.test(folded))) return 'threat';
  return 'ok';
}

/** What the built-in rules find in a folded window of a growing text (growing-text-check.ts). */
export interface WindowSigns {
  /** Where the first term naming a minor starts, or -1. */
  minorTermAt: number;
  /** Where the first sexual term starts, or -1. */
  sexualTermAt: number;
  /** Speaks of self-harm (a phrase that a denial may cancel only from `fromIndex`). */
  isSelfHarm: boolean;
  isThreat: boolean;
}

/** The signs of the built-in rules in a folded window; see WindowSigns. */
export function signsInWindow(folded: string, fromIndex: number): WindowSigns {
  return {
    minorTermAt: folded.search(minorPattern),
    sexualTermAt: folded.search(sexualPattern),
    isSelfHarm: speaksOfSelfHarmFolded(folded, fromIndex),
    isThreat: threatPatterns.some((pattern) => pattern.test(folded)),
  };
}

export function createBuiltinModerator(): Moderator {
  return { kind: 'builtin', check: (text) => Promise.resolve(moderateLocally(text)) };
}
