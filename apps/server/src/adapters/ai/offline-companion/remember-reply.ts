import { detectLanguage } from '../detect-language';
import { foldText } from '../fold-text';
import type { ChatTurn, TopicNotes } from '../types';
import { memoryPhrases } from './memory-phrases';
import { itemsAskedAbout, mergeNotes, notedItems } from './topic-notes';

const languageOf = (text: string, fallback: string): 'en' | 'de' | 'es' => {
  const lang = detectLanguage(text) ?? fallback;
  return lang === 'de' || lang === 'es' ? lang : 'en';
};

const listOf = (items: string[]) => items.slice(-4).join(', ');

/**
 * The honest answer to "do you remember…": what the companion kept of the topic (its notes
 * from the summarised part plus what the person said in the turns it still reads), the
 * asked thing if it is among them, else that it was not kept. Undefined when the message
 * does not ask.
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
  if (!phrases.asks.test(foldText(question))) return undefined;
  // What was said before the question (the question itself names things, it does not tell them).
  const kept = mergeNotes(notes, turns.slice(0, lastReply + 1), lang);
  const items = notedItems(kept);
  if (!items.length) return phrases.nothingKept;
  const asked = itemsAskedAbout(kept, question);
  if (asked.length) return phrases.known.replace('{items}', listOf(asked));
  const saysWhat = /\b(about|uber|von|sobre|de)\b/.test(foldText(question));
  return saysWhat
    ? phrases.notAmongKept.replace('{items}', listOf(items))
    : phrases.known.replace('{items}', listOf(items));
}

/** The offline companion's summaries: what it kept, in a sentence ("memory"), or for a person ("handoff"). */
export function composeSummary(options: {
  kind: 'memory' | 'handoff';
  notes: TopicNotes;
  lang: string;
}): string {
  const phrases = memoryPhrases[languageOf('', options.lang)];
  if (options.kind === 'memory') {
    const items = notedItems(options.notes);
    return items.length ? phrases.memorySummary.replace('{items}', items.join(', ')) : '';
  }
  // A person taking over reads subjects only: names of third parties stay with the owner.
  const subjects = options.notes.subjects.map((subject) => `“${subject}”`);
  return subjects.length
    ? phrases.handoffSummary.replace('{items}', listOf(subjects))
    : phrases.handoffNothing;
}
