import { describe, expect, it, vi } from 'vitest';
import type { AiProvider } from '../../adapters/ai';
import type * as BuiltinModerator from '../../adapters/ai/builtin-moderator';
import type * as FoldText from '../../adapters/ai/fold-text';
import { generateReply } from './generate-reply';
import type * as StripPlaceholders from './strip-placeholders';

/** Characters given to the checks a streamed piece runs (folding, rules, placeholder strip). */
const given = vi.hoisted(() => ({ characters: 0 }));

function counted<Rest extends unknown[], Result>(
  check: (text: string, ...rest: Rest) => Result,
): (text: string, ...rest: Rest) => Result {
  return (text, ...rest) => {
    given.characters += text.length;
    return check(text, ...rest);
  };
}

vi.mock('../../adapters/ai/fold-text', async (original) => {
  const actual = await original<typeof FoldText>();
  return { ...actual, foldText: counted(actual.foldText) };
});
vi.mock('../../adapters/ai/builtin-moderator', async (original) => {
  const actual = await original<typeof BuiltinModerator>();
  return {
    ...actual,
    moderateLocally: counted(actual.moderateLocally),
    ...('signsInWindow' in actual ? { signsInWindow: counted(actual.signsInWindow) } : {}),
  };
});
vi.mock('./strip-placeholders', async (original) => {
  const actual = await original<typeof StripPlaceholders>();
  return { ...actual, stripPlaceholders: counted(actual.stripPlaceholders) };
});

function providerOf(pieces: string[]): AiProvider {
  return {
    kind: 'offline',
    async *streamReply() {
      yield* pieces;
    },
    summarize: () => Promise.reject(new Error('not used')),
  };
}

describe('generateReply', () => {
  it('checks each streamed piece with work bounded by the piece, not by the reply so far', async () => {
    const sentence = 'I would never hurt myself, [name]. Mail a@b.de or see [the guide](x)! ';
    const text = sentence.repeat(200);
    const pieces = text.match(/[^]{1,5}/g) ?? [];
    given.characters = 0;
    const reply = await generateReply({
      provider: providerOf(pieces),
      turns: [],
      lang: 'en',
      timeoutMs: 5000,
      signal: new AbortController().signal,
      onText: () => Promise.resolve(),
    });
    expect(reply.length).toBeGreaterThan(10_000);
    // A window of a few words per piece (about 120 characters here) and the whole text once at
    // the end; checking the whole text so far for each piece gave them 78 million.
    expect(given.characters).toBeLessThan(3 * text.length + 300 * pieces.length);
  });
});
