import { flatCatalog } from '@parlor/contracts/i18n';
import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../../adapters/ai';
import { composeReply } from '../../adapters/ai/offline-companion/compose-reply';
import { companionTopics, type PhraseBook } from '../../adapters/ai/offline-companion/phrase-book';
import { de } from '../../adapters/ai/offline-companion/phrases-de';
import { en } from '../../adapters/ai/offline-companion/phrases-en';
import { es } from '../../adapters/ai/offline-companion/phrases-es';
import { createOpenAiProvider } from '../../adapters/ai/openai-provider';
import { turnText } from '../../adapters/ai/turn-text';
import type { AiConfig } from '../../config';
import type { MessageRow } from '../chat/message-rows';
import { loadTokenCounter } from '../../adapters/ai/token-counter';
import { buildPrompt, conversationOf } from './build-prompt';
import { generateReply } from './generate-reply';
import { hasPlaceholder, stripPlaceholders } from './strip-placeholders';
import { systemPrompt } from './system-prompt';

/**
 * No internal placeholder reaches the person: a model or the offline companion quoted them back. An image reaches the
 * companion as "the user sent a picture"; no bracketed token is in any offline phrase, any
 * server text the companion posts, any prompt, or any reply.
 */
const books: Record<string, PhraseBook> = { en, de, es };
const ownerId = 7;

function messageRow(fields: Partial<MessageRow>): MessageRow {
  return {
    id: 1,
    topicId: 1,
    senderId: ownerId,
    senderKind: 'user',
    senderName: null,
    content: '',
    attachments: [],
    cost: 0,
    listenerShare: 0,
    seq: 1,
    clientKey: null,
    createdAt: new Date(),
    ...fields,
  };
}

const picture = {
  type: 'image' as const,
  original_filename: 'desk.jpg',
  filesize: 1000,
  width: 640,
  height: 480,
  mime: 'image/jpeg',
  key: 'k',
  thumbnailKey: null,
};

describe('no bracketed placeholder tokens', () => {
  it('are in no offline phrase of any language', () => {
    for (const [lang, book] of Object.entries(books)) {
      const phrases = [
        ...book.reflections,
        ...companionTopics.flatMap((topic) => [
          ...book.topics[topic].openers,
          ...book.topics[topic].followUps,
        ]),
      ];
      for (const phrase of phrases)
        expect(hasPlaceholder(phrase), `${lang}: ${phrase}`).toBe(false);
    }
  });

  it('are in no text the companion posts itself (en, de, es)', () => {
    for (const lang of ['en', 'de', 'es']) {
      const texts = Object.entries(flatCatalog(lang)).filter(([key]) => key.startsWith('ai.'));
      expect(texts.length).toBeGreaterThan(3);
      for (const [key, text] of texts) expect(hasPlaceholder(text), `${lang} ${key}`).toBe(false);
    }
  });

  it('an image reaches the prompt as "The user sent a picture.", never as [image]', async () => {
    const conversation = conversationOf(
      [
        messageRow({
          id: 1,
          content: 'Here is a picture of my desk at night',
          attachments: [picture],
        }),
        messageRow({ id: 2, seq: 2, content: '', attachments: [picture, picture] }),
      ],
      ownerId,
    );
    expect(conversation).toEqual([
      { role: 'user', content: 'Here is a picture of my desk at night', pictures: 1, seq: 1 },
      { role: 'user', content: '', pictures: 2, seq: 2 },
    ]);
    const prompt = buildPrompt({
      system: systemPrompt({ companionName: 'Jasper', lang: 'en' }),
      summary: '',
      conversation,
      maxTokens: 4000,
      counter: await loadTokenCounter('gpt-4o-mini'),
    });
    const texts = prompt.turns.map(turnText);
    for (const text of texts) expect(hasPlaceholder(text)).toBe(false);
    expect(texts[1]).toBe('Here is a picture of my desk at night\nThe user sent a picture.');
    expect(texts[2]).toBe('The user sent 2 pictures.');
  });

  it('the offline companion answers a picture as a picture in en, de and es', () => {
    const cases: [string, string, PhraseBook][] = [
      ['en', 'Here is a picture of my desk at night', en],
      ['en', '', en],
      ['de', 'Hier ist mein Schreibtisch heute Abend', de],
      ['es', 'Aquí está mi escritorio esta noche', es],
    ];
    for (const [lang, content, book] of cases) {
      const reply = composeReply([{ role: 'user', content, pictures: 1 }], lang);
      expect(hasPlaceholder(reply), reply).toBe(false);
      expect(reply).not.toContain('[');
      if (!content) {
        expect(
          book.topics.picture.openers.some((opener) => reply.startsWith(opener)),
          reply,
        ).toBe(true);
      }
    }
  });

  it('a provider is sent only role and words, with the picture as a sentence', async () => {
    let sent: unknown;
    const client = {
      chat: {
        completions: {
          create: (body: { messages: unknown }) => {
            sent = body.messages;
            return Promise.resolve(
              (async function* () {
                yield {
                  choices: [
                    { delta: { content: '[image] What a calm desk.' }, finish_reason: null },
                  ],
                };
                yield { choices: [{ delta: {}, finish_reason: 'stop' }] };
              })(),
            );
          },
        },
      },
    };
    const provider = createOpenAiProvider(
      client as never,
      { model: 'm', maxTokens: 100 } as AiConfig,
    );
    const turns: ChatTurn[] = [
      { role: 'system', content: 'system' },
      { role: 'user', content: 'My desk', pictures: 1 },
    ];
    const shown: string[] = [];
    const reply = await generateReply({
      provider,
      turns,
      lang: 'en',
      timeoutMs: 5000,
      signal: new AbortController().signal,
      onText: (text) => {
        shown.push(text);
        return Promise.resolve();
      },
    });
    expect(sent).toEqual([
      { role: 'system', content: 'system' },
      { role: 'user', content: 'My desk\nThe user sent a picture.' },
    ]);
    // Whatever a provider writes, the person never reads a bracketed token.
    expect(reply).toBe('What a calm desk.');
    for (const text of shown) expect(hasPlaceholder(text)).toBe(false);
  });

  it('stripPlaceholders keeps ordinary brackets and links, removes tokens', () => {
    expect(stripPlaceholders('Hi [name], here [image] you go')).toBe('Hi, here you go');
    expect(stripPlaceholders('See [the guide](https://x) (really)')).toBe(
      'See [the guide](https://x) (really)',
    );
  });
});
