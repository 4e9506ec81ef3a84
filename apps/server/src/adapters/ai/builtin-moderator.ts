import { foldPattern, foldText } from './fold-text';
import type { ModerationVerdict, Moderator } from './types';

/**
 * The built-in "No danger" check (no network): phrases of self-harm intent, threats against
 * someone, and sexual content involving minors, in English, German and Spanish. It errs on
 * the side of care: a false alarm costs one caring reply, a miss could cost much more.
 */
const selfHarm = [
  /\b(kill|hurt|harm|cut)\s+my\s*self\b/,
  /\b(end|take)\s+my\s+(own\s+)?life\b/,
  /\bsuicid/,
  /\bwant\s+to\s+die\b/,
  /\bdon'?t\s+want\s+to\s+(live|be\s+alive|exist)\b/,
  /\bno\s+reason\s+to\s+live\b/,
  /\bbetter\s+off\s+dead\b/,
  /\bmich\s+(umbringen|töten|ritzen|verletzen)\b/,
  /\b(selbstmord|suizid)/,
  /\bnicht\s+mehr\s+leben\b/,
  /\bsterben\s+will\b|\bwill\s+sterben\b/,
  /\bmeinem\s+leben\s+ein\s+ende\b/,
  /\b(matarme|suicidarme|quitarme\s+la\s+vida|hacerme\s+daño|cortarme)\b/,
  /\bsuicidio\b/,
  /\bquiero\s+morir(me)?\b/,
  /\bno\s+quiero\s+vivir\b/,
];

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

const selfHarmPatterns = selfHarm.map(foldPattern);
const threatPatterns = threats.map(foldPattern);
const minorPattern = foldPattern(minorTerms);
const sexualPattern = foldPattern(sexualTerms);

/** The verdict of the built-in rules on one text. */
export function moderateLocally(text: string): ModerationVerdict {
  const folded = foldText(text);
  if (minorPattern.test(folded) && sexualPattern.test(folded)) return 'minors';
  if (selfHarmPatterns.some((pattern) => pattern.test(folded))) return 'self_harm';
  if (threatPatterns.some((pattern) => pattern.test(folded))) return 'threat';
  return 'ok';
}

export function createBuiltinModerator(): Moderator {
  return { kind: 'builtin', check: (text) => Promise.resolve(moderateLocally(text)) };
}
