import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../types';
import { createOfflineCompanion } from './index';
import { composeRememberReply } from './remember-reply';

/** The person's messages, each answered by the companion, then the question (not answered yet). */
function conversation(told: string[], question: string): ChatTurn[] {
  return [
    ...told.flatMap((content): ChatTurn[] => [
      { role: 'user', content },
      { role: 'assistant', content: 'I’m listening. Tell me more?' },
    ]),
    { role: 'user', content: question },
  ];
}

const told = {
  en: [
    'My dog is called Biscuit',
    'I moved to Hamburg last spring',
    'I work as a nurse at the hospital',
  ],
  de: [
    'Mein Hund heißt Biscuit',
    'Ich bin letztes Jahr nach Hamburg gezogen',
    'Ich arbeite seit Jahren als Krankenpfleger im Krankenhaus',
  ],
  es: [
    'Mi perro se llama Biscuit',
    'Me mudé a Hamburgo el año pasado',
    'Trabajo como enfermera en un hospital',
  ],
};

const questions: Record<'en' | 'de' | 'es', Record<string, [string, string]>> = {
  en: {
    name: ['What was my dog called?', 'Yes, I remember: your dog is called Biscuit.'],
    place: ['Which city did I move to?', 'Yes, I remember: you moved to Hamburg.'],
    work: ['What do I work as?', 'Yes, I remember: you work as a nurse.'],
  },
  de: {
    name: ['Wie hieß mein Hund?', 'Ja, ich erinnere mich: dein Hund heißt Biscuit.'],
    place: [
      'In welche Stadt bin ich gezogen?',
      'Ja, ich erinnere mich: du bist nach Hamburg gezogen.',
    ],
    work: ['Als was arbeite ich?', 'Ja, ich erinnere mich: du arbeitest als Krankenpfleger.'],
  },
  es: {
    name: ['¿Cómo se llamaba mi perro?', 'Sí, lo recuerdo: tu perro se llama Biscuit.'],
    place: ['¿A qué ciudad me mudé?', 'Sí, lo recuerdo: te mudaste a Hamburgo.'],
    work: ['¿De qué trabajo?', 'Sí, lo recuerdo: trabajas como enfermera.'],
  },
};

describe('the offline companion remembers what the person told', () => {
  for (const lang of ['en', 'de', 'es'] as const) {
    for (const [kind, [question, answer]] of Object.entries(questions[lang])) {
      it(`answers "${question}" with the ${kind} it was told (${lang})`, () => {
        const reply = composeRememberReply(conversation(told[lang], question), lang);
        expect(reply).toBeDefined();
        expect(reply!.startsWith(answer)).toBe(true);
      });
    }
  }

  it('answers with the fact kept in its notes after the messages left its window', () => {
    const notes = createOfflineCompanion().summarize({
      kind: 'memory',
      previous: '',
      previousNotes: { names: [], subjects: [] },
      turns: told.en.map((content) => ({ role: 'user', content })),
      lang: 'en',
      maxWords: 200,
      signal: new AbortController().signal,
    });
    return notes.then((result) => {
      expect(result.text).toContain(
        'The person said that their dog is called Biscuit, they moved to Hamburg, and they work as a nurse.',
      );
      const turns: ChatTurn[] = [{ role: 'user', content: 'What was my dog called?' }];
      expect(composeRememberReply(turns, 'en', result.notes)).toMatch(
        /^Yes, I remember: your dog is called Biscuit\./,
      );
    });
  });

  it('keeps the newest of two facts about the same thing', () => {
    const turns = conversation(
      ['I moved to Hamburg', 'Then I moved to Lisbon in May'],
      'Where did I move to?',
    );
    expect(composeRememberReply(turns, 'en')).toMatch(/^Yes, I remember: you moved to Lisbon\./);
  });

  it('says honestly when the fact asked for was not told, and leaves advice questions alone', () => {
    const turns = conversation(told.en, 'What was my cat called?');
    expect(composeRememberReply(turns, 'en')).toMatch(
      /^I’m sorry, I don’t have that in what I kept from our talk\./,
    );
    expect(
      composeRememberReply(conversation(told.en, 'What should I do about my job?'), 'en'),
    ).toBe(undefined);
    expect(
      composeRememberReply(conversation(['I live in a small flat'], 'Where do I live?'), 'en'),
    ).not.toContain('you live in');
  });
});

describe('the offline companion’s hand-off summary names the facts', () => {
  const handoff = (lang: 'en' | 'de' | 'es', extra: string[] = []) =>
    createOfflineCompanion().summarize({
      kind: 'handoff',
      previous: '',
      previousNotes: { names: [], subjects: [] },
      turns: [...told[lang], ...extra].map((content) => ({ role: 'user', content })),
      lang,
      maxWords: 80,
      signal: new AbortController().signal,
    });

  it('in English, German and Spanish', async () => {
    expect((await handoff('en')).text).toBe(
      'The person told the AI companion that their dog is called Biscuit, they moved to Hamburg, and they work as a nurse. They would now like to talk with a person.',
    );
    expect((await handoff('de')).text).toBe(
      'Die Person hat dem KI-Begleiter erzählt: ihr Hund heißt Biscuit, sie ist nach Hamburg gezogen und sie arbeitet als Krankenpfleger. Sie möchte jetzt mit einem Menschen reden.',
    );
    expect((await handoff('es')).text).toBe(
      'La persona le contó al compañero de IA que su perro se llama Biscuit, se mudó a Hamburgo y trabaja como enfermera. Ahora quiere hablar con una persona.',
    );
  });

  it('with the other things talked about', async () => {
    expect((await handoff('en', ['My manager keeps shouting at me'])).text).toBe(
      'The person told the AI companion that their dog is called Biscuit, they moved to Hamburg, and they work as a nurse, and talked about “my manager”. They would now like to talk with a person.',
    );
  });
});
