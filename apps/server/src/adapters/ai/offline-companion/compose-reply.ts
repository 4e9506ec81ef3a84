import { detectLanguage } from '../detect-language';
import { foldPattern, foldText } from '../fold-text';
import type { ChatTurn } from '../types';
import { bothMessagesReflections } from './both-messages-phrases';
import { companionTopics, type CompanionTopic, type PhraseBook } from './phrase-book';
import { de } from './phrases-de';
import { en } from './phrases-en';
import { es } from './phrases-es';

const books: Record<string, PhraseBook> = { en, de, es };
const foldedKeywords = new Map<PhraseBook, Map<CompanionTopic, RegExp>>(
  Object.values(books).map((book) => [
    book,
    new Map(companionTopics.map((topic) => [topic, foldPattern(book.topics[topic].keywords)])),
  ]),
);
/** Situations where quoting the person back would sound odd ("Hi" → “Hi”). */
const withoutReflection = new Set<CompanionTopic>(['greeting', 'farewell', 'thanks']);
const fragmentMaxWords = 12;

/** What the person said since the companion last spoke (one reply answers them all). */
function unansweredTurns(turns: ChatTurn[]): ChatTurn[] {
  const lastReply = turns.findLastIndex((turn) => turn.role === 'assistant');
  return turns.slice(lastReply + 1).filter((turn) => turn.role === 'user');
}

/** The situation the message is about: the first that matches, else `general`. */
export function classify(book: PhraseBook, text: string): CompanionTopic {
  const folded = foldText(text).trim();
  const patterns = foldedKeywords.get(book)!;
  return companionTopics.find((topic) => patterns.get(topic)!.test(folded)) ?? 'general';
}

/** The person's own words to quote back: their longest sentence, at most a dozen words. */
export function pickFragment(text: string): string | undefined {
  const sentences = text
    .split(/[.!?;\n]+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const longest = sentences.sort((a, b) => b.length - a.length)[0];
  if (!longest) return undefined;
  const words = longest.split(/\s+/);
  if (words.length < 3) return undefined;
  const fragment = words
    .slice(0, fragmentMaxWords)
    .join(' ')
    .replace(/[,:\-–—]+$/, '');
  return words.length > fragmentMaxWords ? `${fragment}…` : fragment;
}

/** A small stable hash, so the same moment of a conversation always picks the same words. */
function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  }
  return value >>> 0;
}

/** What one reply is made of: openers, the person's words quoted back, follow-up questions. */
interface ReplyParts {
  openers: string[];
  reflections: string[];
  followUps: string[];
}

/** The situation of one message; a picture with nothing more specific said is a picture. */
function topicOf(book: PhraseBook, text: string, hasPicture: boolean): CompanionTopic {
  const classified = classify(book, text);
  return hasPicture && classified === 'general' ? 'picture' : classified;
}

/** The words of a message to quote back, unless its situation is one not to quote. */
const quotable = (topic: CompanionTopic, text: string) =>
  withoutReflection.has(topic) ? undefined : pickFragment(text.split('\n').at(-1) ?? text);

/**
 * The parts of the reply to what the person said since the companion last spoke. One
 * message: its situation's openers and follow-ups, its words quoted. Several (sent while
 * the reply was still due): the reply answers the first and the last — an opener for the
 * first one's situation, both quoted, a follow-up for the last one's.
 */
function replyParts(book: PhraseBook, lang: string, unanswered: ChatTurn[]): ReplyParts {
  const said = unanswered.filter((turn) => turn.content.trim() || (turn.pictures ?? 0) > 0);
  const first = said[0];
  const last = said.at(-1);
  const text = unanswered.map((turn) => turn.content).join('\n');
  if (!first || !last || first === last) {
    const hasPicture = unanswered.some((turn) => (turn.pictures ?? 0) > 0);
    const topic = topicOf(book, text, hasPicture);
    const fragment = quotable(topic, text);
    return {
      openers: book.topics[topic].openers,
      reflections: fragment ? book.reflections.map((t) => t.replace('{q}', fragment)) : [''],
      followUps: book.topics[topic].followUps,
    };
  }
  const firstTopic = topicOf(book, first.content, (first.pictures ?? 0) > 0);
  const lastTopic = topicOf(book, last.content, (last.pictures ?? 0) > 0);
  const earlier = quotable(firstTopic, first.content);
  const later = quotable(lastTopic, last.content);
  const both = bothMessagesReflections[lang as keyof typeof bothMessagesReflections];
  const reflections =
    earlier && later && earlier !== later && both
      ? both.map((t) => t.replace('{q}', earlier).replace('{r}', later))
      : [later ?? earlier].flatMap((fragment) =>
          fragment ? book.reflections.map((t) => t.replace('{q}', fragment)) : [''],
        );
  return {
    openers: book.topics[firstTopic].openers,
    reflections,
    followUps: book.topics[lastTopic].followUps,
  };
}

/**
 * The offline companion's reply: it recognises the situation (greeting, loneliness, stress,
 * sleep, work, relationships, sadness, a question it cannot answer, ...), quotes the person's
 * own words back, and asks a follow-up question, in the person's language; messages sent
 * before it answered are answered together (replyParts). Wording varies with the
 * conversation, and no reply it gave earlier in the topic is given again.
 */
export function composeReply(turns: ChatTurn[], fallbackLang: string): string {
  const unanswered = unansweredTurns(turns);
  const text = unanswered.map((turn) => turn.content).join('\n');
  const lang = detectLanguage(text) ?? (fallbackLang in books ? fallbackLang : 'en');
  const book = books[lang] ?? en;
  const { openers, reflections, followUps } = replyParts(book, lang, unanswered);
  const said = new Set(
    turns.filter((turn) => turn.role === 'assistant').map((turn) => turn.content),
  );
  const seed = hash(`${text}|${said.size}`);
  const combinations = openers.length * reflections.length * followUps.length;
  let candidate = '';
  for (let step = 0; step < combinations; step += 1) {
    const index = (seed + step * 7919) % combinations;
    const opener = openers[index % openers.length]!;
    const reflection = reflections[Math.floor(index / openers.length) % reflections.length]!;
    const followUp =
      followUps[Math.floor(index / (openers.length * reflections.length)) % followUps.length]!;
    candidate = [opener, reflection, followUp].filter(Boolean).join(' ');
    if (!said.has(candidate)) return candidate;
  }
  // Every wording of this situation was used: go on from the general ones instead.
  const general = book.topics.general;
  for (const opener of general.openers) {
    for (const followUp of followUps) {
      const extra = `${opener} ${candidate.split(' ').slice(0, 3).join(' ')}… ${followUp}`;
      if (!said.has(extra)) return extra;
    }
  }
  return `${general.openers[said.size % general.openers.length]!} (${said.size + 1}) ${followUps[0]!}`;
}

/**
 * The offline companion's reply in safe mode: a caring opener and one question about the
 * person's safety or help, in their language; no reply given earlier is given again while
 * another is left.
 */
export function composeSafeReply(turns: ChatTurn[], fallbackLang: string): string {
  const text = unansweredTurns(turns)
    .map((turn) => turn.content)
    .join('\n');
  const lang = detectLanguage(text) ?? (fallbackLang in books ? fallbackLang : 'en');
  const { openers, followUps } = (books[lang] ?? en).safeMode;
  const said = new Set(
    turns.filter((turn) => turn.role === 'assistant').map((turn) => turn.content),
  );
  const combinations = openers.length * followUps.length;
  const seed = hash(`${text}|${said.size}`);
  let candidate = '';
  for (let step = 0; step < combinations; step += 1) {
    const index = (seed + step) % combinations;
    candidate = `${openers[index % openers.length]!} ${followUps[Math.floor(index / openers.length)]!}`;
    if (!said.has(candidate)) return candidate;
  }
  return candidate;
}
