import { foldText } from '../fold-text';
import type { ChatTurn, TopicNotes } from '../types';
import { addFacts, factsOfText } from './topic-facts';

/** Names and subjects kept at most (the newest win). */
const notesLimit = 8;

/** "my manager", "mein Chef", "mi hermana": a person or thing of the user's life, in their words. */
const ownedThings =
  /\b(?:my|mein|meine|meinem|meinen|meiner|mi|mis)\s+(manager|boss|sister|brother|mother|mum|mom|father|dad|parents|partner|girlfriend|boyfriend|wife|husband|friend|best friend|son|daughter|colleague|coworker|teacher|neighbou?r|landlord|therapist|doctor|job|dog|cat|exam|chef|chefin|schwester|bruder|mutter|vater|eltern|freundin|freund|frau|mann|sohn|tochter|kollege|kollegin|lehrer|lehrerin|nachbar|nachbarin|vermieter|arzt|hund|katze|arbeit|prufung|jefe|jefa|hermana|hermano|madre|padre|padres|pareja|novia|novio|esposa|esposo|marido|amiga|amigo|hijo|hija|companero|companera|profesor|profesora|vecino|vecina|medico|trabajo|perro|gato|examen)\b/giu;

/** Words that introduce a name: "my friend Anna", "named Tom", "heißt Jonas", "se llama Lucía". */
const namedAfter =
  /\b(?:named|called|namens|hei(?:ss|ß)t|llamad[oa]|se llama)\s+(\p{Lu}\p{Ll}{1,20})/gu;
const nameAfterOwned = /\b(?:my|mein|meine|mi)\s+\p{Ll}+\s+(\p{Lu}\p{Ll}{1,20})\b/gu;
/** Capitalised words inside an English or Spanish sentence are mostly names (German: every noun). */
const midSentenceCapital = /(?<=[\p{Ll},;]\s+)(\p{Lu}\p{Ll}{1,20})\b/gu;
const notNames = new Set(
  'i im ive ill id english spanish german monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december god ok okay christmas easter internet'.split(
    ' ',
  ),
);

function addNewest(list: string[], items: Iterable<string>): string[] {
  const result = [...list];
  for (const item of items) {
    const folded = foldText(item);
    const at = result.findIndex((kept) => foldText(kept) === folded);
    if (at >= 0) result.splice(at, 1);
    result.push(item);
  }
  return result.slice(-notesLimit);
}

/** The names, subjects and facts one message of the user mentions. */
export function notesOfText(text: string, lang: string): TopicNotes {
  // "My manager" at the start of a sentence is "my manager" inside another one.
  const subjects = [...text.matchAll(ownedThings)].map((match) => {
    const words = match[0].replace(/\s+/g, ' ');
    return words.charAt(0).toLowerCase() + words.slice(1);
  });
  const names = [
    ...[...text.matchAll(namedAfter)].map((match) => match[1]!),
    ...[...text.matchAll(nameAfterOwned)].map((match) => match[1]!),
    ...(lang === 'de' ? [] : [...text.matchAll(midSentenceCapital)].map((match) => match[1]!)),
  ].filter((name) => !notNames.has(foldText(name).replace(/'/g, '')));
  return {
    names: addNewest([], names),
    subjects: addNewest([], subjects),
    facts: addFacts([], factsOfText(text)),
  };
}

/** The notes so far with what the user said in `turns` added (the companion's words are not). */
export function mergeNotes(previous: TopicNotes, turns: ChatTurn[], lang: string): TopicNotes {
  let notes = {
    names: [...previous.names],
    subjects: [...previous.subjects],
    facts: [...(previous.facts ?? [])],
  };
  for (const turn of turns) {
    if (turn.role !== 'user' || !turn.content) continue;
    const found = notesOfText(turn.content, lang);
    notes = {
      names: addNewest(notes.names, found.names),
      subjects: addNewest(notes.subjects, found.subjects),
      facts: addFacts(notes.facts, found.facts ?? []),
    };
  }
  return notes;
}

/** Everything kept, as short items: subjects in the user's words, then names. */
export function notedItems(notes: TopicNotes): string[] {
  return [...notes.subjects.map((subject) => `“${subject}”`), ...notes.names];
}

/** The kept items the question speaks of ("Do you remember what I told you about my manager?"). */
export function itemsAskedAbout(notes: TopicNotes, question: string): string[] {
  const folded = foldText(question);
  const mentions = (item: string) =>
    foldText(item)
      .replace(/[“”]/g, '')
      .split(' ')
      .filter((word) => word.length >= 3 && !['my', 'mein', 'meine', 'mis'].includes(word))
      .some((word) => new RegExp(`\\b${word}\\b`).test(folded));
  return notedItems(notes).filter(mentions);
}
