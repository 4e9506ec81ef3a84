import type { TopicFact } from '../types';

type Lang = 'en' | 'de' | 'es';
/** Told to the person ("your dog is called Biscuit") or about them to someone else ("their dog…"). */
export type FactPerson = 'you' | 'they';

type Templates = Record<TopicFact['kind'], string>;

/** `{owner} {subject}` is the thing named, `{value}` the name, place or work. */
const templates: Record<Lang, Record<FactPerson, Templates>> = {
  en: {
    you: {
      name: '{owner} {subject} is called {value}',
      moved: 'you moved to {value}',
      lives: 'you live in {value}',
      work: 'you work as {value}',
    },
    they: {
      name: '{owner} {subject} is called {value}',
      moved: 'they moved to {value}',
      lives: 'they live in {value}',
      work: 'they work as {value}',
    },
  },
  de: {
    you: {
      name: '{owner} {subject} heißt {value}',
      moved: 'du bist nach {value} gezogen',
      lives: 'du wohnst in {value}',
      work: 'du arbeitest als {value}',
    },
    they: {
      name: '{owner} {subject} heißt {value}',
      moved: 'sie ist nach {value} gezogen',
      lives: 'sie wohnt in {value}',
      work: 'sie arbeitet als {value}',
    },
  },
  es: {
    you: {
      name: '{owner} {subject} se llama {value}',
      moved: 'te mudaste a {value}',
      lives: 'vives en {value}',
      work: 'trabajas como {value}',
    },
    they: {
      name: '{owner} {subject} se llama {value}',
      moved: 'se mudó a {value}',
      lives: 'vive en {value}',
      work: 'trabaja como {value}',
    },
  },
};

/**
 * "my" said by the person, as the companion says it back: "your" (en), "dein"/"deine" (de,
 * following the person's "mein"/"meine"), "tu"/"tus" (es); about them: their, ihr/ihre, su/sus.
 */
function ownerIn(lang: Lang, person: FactPerson, owner: string): string {
  if (lang === 'en') return person === 'you' ? 'your' : 'their';
  if (lang === 'de') {
    const ending = owner === 'meine' ? 'e' : '';
    return `${person === 'you' ? 'dein' : 'ihr'}${ending}`;
  }
  const plural = owner === 'mis' ? 's' : '';
  return `${person === 'you' ? 'tu' : 'su'}${plural}`;
}

/** One fact in a sentence of `lang`. */
function factText(fact: TopicFact, lang: Lang, person: FactPerson): string {
  return templates[lang][person][fact.kind]
    .replace('{owner}', ownerIn(lang, person, fact.owner))
    .replace('{subject}', fact.subject)
    .replace('{value}', fact.value);
}

/** The facts as one list ("your dog is called Biscuit and you moved to Hamburg"). */
export function factsText(facts: TopicFact[], lang: Lang, person: FactPerson): string {
  const list = new Intl.ListFormat(lang, { type: 'conjunction' });
  return list.format(facts.map((fact) => factText(fact, lang, person)));
}
