import { detectLanguage } from '../detect-language';
import { foldText } from '../fold-text';
import type { ChatTurn, TopicFact, TopicNotes } from '../types';
import { factsText } from './fact-phrases';
import { factsAskedAbout } from './facts-asked';
import { memoryPhrases } from './memory-phrases';
import { itemsAskedAbout, mergeNotes, notedItems } from './topic-notes';

const languageOf = (text: string, fallback: string): 'en' | 'de' | 'es' => {
  const lang = detectLanguage(text) ?? fallback;
  return lang === 'de' || lang === 'es' ? lang : 'en';
};

const listOf = (items: string[]) => items.slice(-4).join(', ');

/**
 * The honest answer to "do you remember…" or to a question about what the person told
 * ("what was my dog called?", "which city did I move to?"): what the companion kept of the
 * topic (its notes from the summarised part plus what the person said in the turns it still
 * reads) — the facts asked for, else the kept things asked about, else that it was not
 * kept. Undefined when the message asks neither.
 */
export function composeRememberReply(
  turns: ChatTurn[],
  fallbackLang: string,
  notes: TopicNotes = { names: [], subjects: [] },
): string | undefined {
  const lastReply = turns.findLastIndex((turn) => turn.role === 'assistant');
  const question = turns
    .slice(lastReply + 1)
    .filter((turn) => turn.role === 'user')
    .map((turn) => turn.content)
    .join('\n');
  const lang = languageOf(question, fallbackLang);
  const phrases = memoryPhrases[lang];
  const isRemembering = phrases.asks.test(foldText(question));
  // What was said before the question (the question itself names things, it does not tell them).
  const kept = mergeNotes(notes, turns.slice(0, lastReply + 1), lang);
  const askedFacts = factsAskedAbout(kept.facts ?? [], question, isRemembering);
  if (!isRemembering && !askedFacts.isAsked) return undefined;
  if (askedFacts.facts.length) {
    return phrases.factsKnown.replace('{facts}', factsText(askedFacts.facts, lang, 'you'));
  }
  const items = notedItems(kept);
  if (!items.length) return phrases.nothingKept;
  const asked = askedFacts.isAsked ? [] : itemsAskedAbout(kept, question);
  if (asked.length) return phrases.known.replace('{items}', listOf(asked));
  const saysWhat = /\b(about|uber|von|sobre|de)\b/.test(foldText(question));
  return saysWhat || askedFacts.isAsked
    ? phrases.notAmongKept.replace('{items}', listOf(items))
    : phrases.known.replace('{items}', listOf(items));
}

/** Subjects a fact already says more of ("my dog" when "my dog is called Biscuit" was kept). */
function subjectsBeyondFacts(subjects: string[], facts: TopicFact[]): string[] {
  const named = new Set(facts.map((fact) => foldText(fact.subject)).filter(Boolean));
  return subjects.filter(
    (subject) =>
      !foldText(subject)
        .split(' ')
        .some((word) => named.has(word)),
  );
}

/**
 * The offline companion's summaries: what it kept, in a sentence ("memory"), or for a person
 * ("handoff"), with the facts the person told (the owner reads and approves a hand-off
 * summary before anyone else does).
 */
export function composeSummary(options: {
  kind: 'memory' | 'handoff';
  notes: TopicNotes;
  lang: string;
}): string {
  const lang = languageOf('', options.lang);
  const phrases = memoryPhrases[lang];
  const facts = options.notes.facts ?? [];
  if (options.kind === 'memory') {
    const items = notedItems(options.notes);
    return [
      items.length ? phrases.memorySummary.replace('{items}', items.join(', ')) : '',
      facts.length ? phrases.memoryFacts.replace('{facts}', factsText(facts, lang, 'they')) : '',
    ]
      .filter(Boolean)
      .join(' ');
  }
  // A person taking over reads subjects and the facts the person told (the owner reads, edits
  // or declines the draft first); names picked up in passing stay with the owner.
  const subjects = subjectsBeyondFacts(options.notes.subjects, facts).map(
    (subject) => `“${subject}”`,
  );
  if (facts.length) {
    const told = factsText(facts.slice(-4), lang, 'they');
    return subjects.length
      ? phrases.handoffFactsAndItems.replace('{facts}', told).replace('{items}', listOf(subjects))
      : phrases.handoffFacts.replace('{facts}', told);
  }
  return subjects.length
    ? phrases.handoffSummary.replace('{items}', listOf(subjects))
    : phrases.handoffNothing;
}
