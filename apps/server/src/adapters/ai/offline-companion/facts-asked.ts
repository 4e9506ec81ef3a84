import { foldText } from '../fold-text';
import type { TopicFact } from '../types';

/**
 * The question speaks of the person themselves ("my dog", "where do I live", "mein Hund",
 * "¿de qué trabajo?": Spanish often says who only by the verb).
 */
const aboutSelf =
  /\b(?:i|my|me|ich|mein|meine|meinen|meines|mich|yo|mi|mis|trabajo|vivo|mude|llamaba)\b/;
/** Asking for advice, not for what was said ("what should I do about my job?"). */
const asksAdvice = /\b(?:should|could|can|soll|sollte|kann|konnte|deberia|debo|puedo)\b/;
/** The question asks what something is called. */
const asksName = /\b(?:name|called|named|hei(?:ß|ss)t|hie(?:ß|ss)|nombre|llama(?:ba)?\b)/;
/** The question asks where the person lives or moved ("which city", "wohin", "¿dónde vivo?"). */
const asksPlace =
  /\b(?:where|which (?:city|town)|what (?:city|town)|wo|wohin|welche[rn]? stadt|donde|adonde|que ciudad|cual ciudad)\b/;
const placeWords =
  /\b(?:live|living|lived|move|moved|from|city|town|wohne|lebe|gezogen|umgezogen|ziehe|stadt|vivo|vivia|mude|mudado|ciudad)\b/;
/** The question asks what the person works as. */
const asksWork =
  /\b(?:job|work|profession|occupation|for a living|beruf|arbeite|arbeit|trabajo|profesion|oficio)\b/;
const workQuestionWords = /\b(?:what|which|was|welche[nrs]?|que|cual)\b/;

/** What a question asks for; `isAsked` when it asks for a fact of the person at all. */
export interface AskedFacts {
  isAsked: boolean;
  facts: TopicFact[];
}

/** The subject is named in the question as a word ("dog" in "what was my dog called?"). */
function mentions(folded: string, subject: string): boolean {
  const word = foldText(subject).trim();
  return (
    word.length > 0 && new RegExp(`\\b${word.replace(/[^\p{L}\d ]/gu, '')}\\b`, 'u').test(folded)
  );
}

/**
 * The kept facts a question asks for: "what was my dog called?" the name of the dog, "which
 * city did I move to?" the place, "what do I work as?" the work. With `isRemembering` (the
 * person asked "do you remember…") a fact whose thing is named is enough ("do you remember
 * my dog?"). `isAsked` also when nothing kept answers it (the answer is then that it was
 * not kept).
 */
export function factsAskedAbout(
  facts: TopicFact[],
  question: string,
  isRemembering: boolean,
): AskedFacts {
  const folded = foldText(question);
  const isQuestion = isRemembering || folded.includes('?');
  if (!isQuestion || !aboutSelf.test(folded) || (!isRemembering && asksAdvice.test(folded))) {
    return { isAsked: false, facts: [] };
  }
  const isName = asksName.test(folded);
  const isPlace = asksPlace.test(folded) && placeWords.test(folded);
  const isWork = asksWork.test(folded) && workQuestionWords.test(folded);
  const asked = facts.filter((fact) => {
    if (fact.kind === 'name') return (isName || isRemembering) && mentions(folded, fact.subject);
    if (fact.kind === 'work') return isWork;
    return isPlace;
  });
  return { isAsked: isName || isPlace || isWork || asked.length > 0, facts: asked };
}
