import { foldText } from '../fold-text';
import type { TopicFact } from '../types';

/** Facts kept at most (the newest win). */
const factsLimit = 8;

/** A name after "is called", "heißt", "se llama" (the words before say it is one, capital or not). */
const name = String.raw`(?<value>\p{L}[\p{L}'’\-]{1,20})`;
/** A place: one to three capitalised words ("Hamburg", "New York", "San Sebastián"). */
const place = String.raw`(?<value>\p{Lu}[\p{L}'’\-]+(?:[ \-]\p{Lu}[\p{L}'’\-]+){0,2})`;
/** What someone works as: up to four words, cut at the first word that ends it (see jobOf). */
const job = String.raw`(?<value>[\p{L}\-]+(?: [\p{L}\-]+){0,3})`;

interface FactPattern {
  kind: TopicFact['kind'];
  pattern: RegExp;
  /** The possessive when the pattern has none ("I have a dog called …": "my"). */
  owner?: string;
}

const factPatterns: FactPattern[] = [
  // "My dog is called Biscuit", "my little dog's called Biscuit", "my dog's name is Biscuit".
  {
    kind: 'name',
    pattern: new RegExp(
      String.raw`\b(?<owner>[Mm]y) (?<subject>\p{Ll}+(?: \p{Ll}+)?)(?: (?:is|was)|['’]s) (?:called|named) ${name}`,
      'gu',
    ),
  },
  {
    kind: 'name',
    pattern: new RegExp(
      String.raw`\b(?<owner>[Mm]y) (?<subject>\p{Ll}+)['’]s name (?:is|was) ${name}`,
      'gu',
    ),
  },
  {
    kind: 'name',
    owner: 'my',
    pattern: new RegExp(
      String.raw`\b[Ii](?: have| had|['’]ve got| have got) an? (?<subject>\p{Ll}+) (?:called|named) ${name}`,
      'gu',
    ),
  },
  // "Mein Hund heißt Biscuit", "meine Katze hieß Mimi".
  {
    kind: 'name',
    pattern: new RegExp(
      String.raw`\b(?<owner>[Mm]eine?) (?<subject>\p{Lu}\p{Ll}+) (?:hei(?:ß|ss)t|hie(?:ß|ss)) ${name}`,
      'gu',
    ),
  },
  // "Mi perro se llama Biscuit", "tengo un perro que se llama Biscuit".
  {
    kind: 'name',
    pattern: new RegExp(
      String.raw`\b(?<owner>[Mm]is?) (?<subject>\p{Ll}+) se llama(?:ba|n)? ${name}`,
      'gu',
    ),
  },
  {
    kind: 'name',
    owner: 'mi',
    pattern: new RegExp(String.raw`\b[Tt]engo una? (?<subject>\p{Ll}+) que se llama ${name}`, 'gu'),
  },
  // "I moved to Hamburg", "Ich bin letztes Jahr nach Hamburg gezogen", "me mudé a Hamburgo".
  {
    kind: 'moved',
    pattern: new RegExp(
      String.raw`\b[Ii](?: have|['’]ve)?(?: just| recently| finally)? (?:moved|relocated) (?:here )?to ${place}`,
      'gu',
    ),
  },
  {
    kind: 'moved',
    pattern: new RegExp(
      String.raw`\b[Ii]ch bin (?:[\p{L}\d]+ ){0,3}?nach ${place} (?:\p{Ll}+ )?(?:um)?gezogen`,
      'gu',
    ),
  },
  {
    kind: 'moved',
    pattern: new RegExp(String.raw`\b[Ii]ch (?:ziehe|zog) (?:jetzt )?nach ${place}`, 'gu'),
  },
  {
    kind: 'moved',
    pattern: new RegExp(
      String.raw`\b[Mm]e (?:(?:he )?mud(?:é|e|ado)|fui a vivir|(?:he )?traslad(?:é|ado)) a ${place}`,
      'gu',
    ),
  },
  // "I live in Hamburg", "Ich wohne seit Mai in Hamburg", "vivo en Hamburgo".
  {
    kind: 'lives',
    pattern: new RegExp(
      String.raw`\b[Ii](?: now| still)?(?: live|['’]m living| am living) in ${place}`,
      'gu',
    ),
  },
  {
    kind: 'lives',
    pattern: new RegExp(
      String.raw`\b[Ii]ch (?:wohne|lebe) (?:jetzt |schon |seit [\p{L}\d]+ )*in ${place}`,
      'gu',
    ),
  },
  {
    kind: 'lives',
    pattern: new RegExp(String.raw`\b(?:[Yy]o )?[Vv]ivo (?:ahora )?en ${place}`, 'gu'),
  },
  // "I work as a nurse", "Ich arbeite seit Jahren als Krankenschwester", "trabajo como enfermera".
  {
    kind: 'work',
    pattern: new RegExp(
      String.raw`\b[Ii](?: work| worked| am working|['’]m working) as ${job}`,
      'gu',
    ),
  },
  {
    kind: 'work',
    pattern: new RegExp(String.raw`\b[Ii]ch arbeite (?:[\p{L}\d]+ ){0,2}?als ${job}`, 'gu'),
  },
  {
    kind: 'work',
    pattern: new RegExp(String.raw`\b[Ii]ch bin (?<value>\p{Lu}\p{Ll}+) von Beruf`, 'gu'),
  },
  {
    kind: 'work',
    pattern: new RegExp(String.raw`(?<![Mm]i )\b[Tt]rabajo (?:como|de) ${job}`, 'gu'),
  },
];

/** Words that end what someone works as ("a nurse at the hospital" → "a nurse"). */
const jobEnds = new Set(
  'at in for and but since on with to from the because so who which that bei im in und aber seit für mit an am auf weil der die das en y pero desde para con a al del que porque me'.split(
    ' ',
  ),
);
const articles = new Set(['a', 'an', 'un', 'una']);
/** Names no thing of the person's life has ("my mother was named after her aunt"). */
const notAName = new Set(['after', 'by', 'for', 'a', 'an', 'the', 'like', 'because', 'so']);

/** "a nurse at the hospital" → "a nurse": the article, then words up to one that ends the job. */
function jobOf(words: string): string | undefined {
  const all = words.split(' ');
  const kept: string[] = [];
  for (const word of all) {
    const isArticleFirst = kept.length === 0 && articles.has(word.toLowerCase());
    if (!isArticleFirst && kept.length > 0 && jobEnds.has(word.toLowerCase())) break;
    kept.push(word);
  }
  const hasJob = kept.some((word) => !articles.has(word.toLowerCase()));
  return hasJob ? kept.join(' ') : undefined;
}

function factOf(kind: TopicFact['kind'], groups: Record<string, string | undefined>, owner = '') {
  const raw = groups.value ?? '';
  if (kind === 'work') {
    const value = jobOf(raw);
    return value ? { kind, owner: '', subject: '', value } : undefined;
  }
  if (kind !== 'name') return { kind, owner: '', subject: '', value: raw };
  if (notAName.has(raw.toLowerCase())) return undefined;
  return {
    kind,
    owner: (groups.owner ?? owner).toLowerCase(),
    subject: groups.subject ?? '',
    value: raw.charAt(0).toUpperCase() + raw.slice(1),
  };
}

/** The facts one message of the person states, in their words. */
export function factsOfText(text: string): TopicFact[] {
  const plain = text.replace(/\s+/g, ' ');
  const facts: TopicFact[] = [];
  for (const { kind, pattern, owner } of factPatterns) {
    for (const match of plain.matchAll(pattern)) {
      const fact = factOf(kind, match.groups ?? {}, owner);
      if (fact) facts.push(fact);
    }
  }
  return facts;
}

/** What a fact is about: a newer fact about the same replaces the older one. */
const keyOf = (fact: TopicFact) =>
  fact.kind === 'name' ? `name:${foldText(fact.subject)}` : fact.kind;

/** The facts so far with newer ones added: one per thing, the newest last. */
export function addFacts(list: TopicFact[], newer: TopicFact[]): TopicFact[] {
  const result = [...list];
  for (const fact of newer) {
    const at = result.findIndex((kept) => keyOf(kept) === keyOf(fact));
    if (at >= 0) result.splice(at, 1);
    result.push(fact);
  }
  return result.slice(-factsLimit);
}
