import { foldPattern, foldText } from './fold-text';

/**
 * Phrases of self-harm intent in English, German and Spanish, for the built-in check.
 *
 * `negatable` phrases are said by someone in danger ("hurt myself") but also in a denial
 * ("I'd never hurt myself"): a negation just before them means they do not fire. The
 * `indirect` ones already carry their own negation ("I don't want to wake up tomorrow") and
 * always fire. It errs on the side of care: a false alarm costs one caring reply and a day
 * of free messages; a miss could cost much more.
 */
const negatable = [
  /\b(kill|hurt|harm|cut|injure)\s+my\s*self\b/,
  /\b(end|take)\s+my\s+(own\s+)?life\b/,
  /\bsuicid/,
  /\bwant\s+to\s+die\b/,
  /\bbetter\s+off\s+dead\b/,
  /\bend\s+it\s+all\b/,
  /\bwant\s+(it\s+all|everything|my\s+life)\s+to\s+end\b/,
  /\bmich\s+(umbringen|toten|ritzen|verletzen)\b/,
  /\b(selbstmord|suizid)/,
  /\b(sterben\s+will|will\s+sterben|mochte\s+sterben)\b/,
  /\bmeinem\s+leben\s+ein\s+ende\b/,
  /\b(etwas|was)\s+antun\b/,
  /\b(alles|es)\s+beenden\b/,
  /\b(matarme|suicidarme|quitarme\s+la\s+vida|hacerme\s+dano|cortarme)\b/,
  /\bme\s+(haria|hare|voy\s+a\s+hacer)\s+dano\b/,
  /\bme\s+voy\s+a\s+(matar|suicidar)\b/,
  /\bsuicidio\b/,
  /\bquiero\s+morir(me)?\b/,
  /\bacabar\s+con\s+(todo|mi\s+vida)\b/,
];

const indirect = [
  /\b(don'?t|do\s+not)\s+want\s+to\s+(live|be\s+alive|exist|be\s+here\s+anymore)\b/,
  /\b(don'?t|do\s+not)\s+want\s+to\s+wake\s+up\b/,
  /\b(sleep|fall\s+asleep)\s+and\s+never\s+wake\s+up\b/,
  /\bno\s+reason\s+to\s+live\b/,
  /\bno\s+point\s+(in\s+)?(living|going\s+on|being\s+alive)\b/,
  /\b(everyone|they|people)('d|\s+would)\s+be\s+better\s+off\s+without\s+me\b/,
  /\bnicht\s+mehr\s+leben\b/,
  /\bnicht\s+(mehr\s+)?aufwachen\b/,
  /\bnie\s+(mehr|wieder)\s+aufwachen\b/,
  /\bbesser\s+dran\s+ohne\s+mich\b/,
  /\bnicht\s+mehr\s+da\s+sein\b/,
  /\bno\s+quiero\s+vivir\b/,
  /\bno\s+quiero\s+seguir\s+viviendo\b/,
  /\bno\s+quiero\s+(volver\s+a\s+)?despertar(me)?\b/,
  /\bno\s+despertar(me)?\s+(nunca|jamas|mas)\b/,
  /\bmejor\s+sin\s+mi\b/,
];

/** Words that deny what follows them, in the three languages (folded, no accents). */
const negation =
  /^(never|not|no|don'?t|won'?t|wouldn'?t|can'?t|nie|niemals|nicht|nimmer|nunca|jamas|tampoco)$/;
/** Words that may stand between a denial and the phrase: "not going to", "no voy a". */
const fillers = new Set(
  (
    "i i'd i'll i'm am be ever really actually going to gonna want wanna would will could try " +
    'ich werde wurde will mochte mir mich selbst je jemals voy a quiero me yo'
  ).split(' '),
);
/** How many words before a phrase are looked at. */
export const lookBehindWords = 5;

/** Whether a denial comes right before the phrase at `index` (fillers aside, same clause). */
function isDenied(folded: string, index: number): boolean {
  const words = folded.slice(0, index).trim().split(' ').slice(-lookBehindWords).reverse();
  for (const word of words) {
    if (/[,.;:!?]$/.test(word)) return false;
    if (negation.test(word)) return true;
    if (!fillers.has(word)) return false;
  }
  return false;
}

const negatablePatterns = negatable.map((pattern) => new RegExp(foldPattern(pattern), 'g'));
const indirectPatterns = indirect.map(foldPattern);

/**
 * One regular expression for any of `patterns`: one scan of the text says whether any can
 * match, so the common message (none does) costs one scan instead of one per phrase. Only a
 * text it matches is looked at phrase by phrase (for denials).
 */
const anyOf = (patterns: RegExp[]) =>
  new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'));

const anyIndirect = anyOf(indirectPatterns);
const anyNegatable = anyOf(negatablePatterns);

/**
 * Whether a folded text speaks of self-harm. A denial is read from the words before a
 * phrase, so a phrase starting before `fromIndex` (a window's first words, whose own words
 * before are cut off) is not looked at; phrases that carry their own negation always are.
 */
export function speaksOfSelfHarmFolded(folded: string, fromIndex = 0): boolean {
  if (anyIndirect.test(folded)) return true;
  if (!anyNegatable.test(folded)) return false;
  return negatablePatterns.some((pattern) =>
    [...folded.matchAll(pattern)].some(
      (match) => match.index >= fromIndex && !isDenied(folded, match.index),
    ),
  );
}

/** Whether the text speaks of harming oneself (the built-in crisis detection). */
export function speaksOfSelfHarm(text: string): boolean {
  return speaksOfSelfHarmFolded(foldText(text));
}

const safeStatements = [
  /\bi('m|\s+am)\s+(now\s+)?(safe|ok(ay)?|fine|alright|all\s+right)\s+now\b/,
  /\bi('m|\s+am)\s+(feeling\s+)?(safe|out\s+of\s+danger)\b/,
  /\bi\s+feel\s+safe\b/,
  /\bich\s+bin\s+((jetzt|wieder|nun)\s+)*(in\s+sicherheit|au(ss|ß)er\s+gefahr)\b/,
  /\bich\s+fuhle\s+mich\s+((jetzt|wieder)\s+)*sicher\b/,
  /\bes\s+geht\s+mir\s+((jetzt|wieder)\s+)+gut\b/,
  /\b(ya\s+)?estoy\s+((ya|ahora)\s+)*(a\s+salvo|fuera\s+de\s+peligro)\b/,
  /\bya\s+estoy\s+bien\b/,
  /\bme\s+siento\s+((ya|ahora)\s+)*(a\s+salvo|segur[oa])\b/,
].map((pattern) => new RegExp(foldPattern(pattern), 'g'));
const anySafeStatement = anyOf(safeStatements);

function saysSafeFolded(folded: string): boolean {
  if (!anySafeStatement.test(folded)) return false;
  return safeStatements.some((pattern) =>
    [...folded.matchAll(pattern)].some((match) => !isDenied(folded, match.index)),
  );
}

/**
 * Whether the person says they are safe now ("I'm safe now", "ich bin in Sicherheit",
 * "estoy a salvo"): the end of a topic's safe mode. A denial ("I'm not safe") does not
 * match, and a message that also speaks of self-harm never counts as safe.
 */
export function saysTheyAreSafe(text: string): boolean {
  const folded = foldText(text);
  return !speaksOfSelfHarmFolded(folded) && saysSafeFolded(folded);
}

/**
 * What a message says for the safety lane: `crisis` (it speaks of self-harm), `safe` (the
 * person says they are safe now) or nothing — the text folded and scanned once for both.
 */
export function safetySignalOfText(text: string): 'crisis' | 'safe' | null {
  const folded = foldText(text);
  if (speaksOfSelfHarmFolded(folded)) return 'crisis';
  return saysSafeFolded(folded) ? 'safe' : null;
}
