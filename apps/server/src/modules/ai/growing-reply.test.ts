import { describe, expect, it } from 'vitest';
import type { AiProvider } from '../../adapters/ai';
import { moderateLocally } from '../../adapters/ai/builtin-moderator';
import { maskPrivateData } from '../chat/mask-private-data';
import { generateReply } from './generate-reply';
import { createGrowingReply, type GrowingReplyStep } from './growing-reply';
import { stripPlaceholders } from './strip-placeholders';

/** What each piece showed when every check ran on the whole text so far (the reference). */
function wholeTextSteps(pieces: string[]): GrowingReplyStep[] {
  let text = '';
  let unsafe: GrowingReplyStep | undefined;
  return pieces.map((piece) => {
    text += piece;
    if (unsafe) return unsafe;
    const verdict = moderateLocally(text);
    if (verdict !== 'ok') return (unsafe = { verdict });
    const shown = stripPlaceholders(text).trimStart();
    return { verdict, shown: shown.trim() ? shown : undefined };
  });
}

function growingSteps(pieces: string[]): GrowingReplyStep[] {
  const grow = createGrowingReply();
  return pieces.map((piece) => grow(piece));
}

function splitAt(text: string, cuts: number[]): string[] {
  const bounds = [0, ...cuts, text.length];
  return bounds.slice(1).map((end, index) => text.slice(bounds[index], end));
}

/** A reproducible random number generator (mulberry32). */
function randomOf(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function randomCuts(length: number, random: () => number): number[] {
  const cuts: number[] = [];
  for (let at = 0; at < length; at += 1 + Math.floor(random() * 9)) if (at > 0) cuts.push(at);
  if (random() < 0.2) cuts.push(cuts[0] ?? 0); // an empty piece
  return cuts.sort((a, b) => a - b);
}

const words = (count: number) =>
  Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

/** Texts whose rules, placeholders and private data straddle the cuts. */
const texts = [
  'Hi [Your name], see [the guide](https://x) and [image] here.',
  ' \t [file]\n[a b c d] [a b c d e] [x]( [y] (z) [open and never closed',
  'Tabs\t[tab] and ]( and [[x]] and [😀] and [𝐀bc] and 😀[ok].',
  'I will kill you.',
  `${words(30)} i am going to kill you ${words(3)}`,
  `${words(30)} I would never ever really hurt myself, ${words(20)} i want to die`,
  `${words(30)} I would never ever really want to hurt myself. ${words(20)}`,
  `${words(40)} never i would hurt myself ${words(20)}`,
  `I will kill${' '.repeat(40)}you`,
  `Such a kind${'\n'.repeat(3)}ness ${words(30)} and sexy`,
  `The kids ${words(40)} were naked`,
  `${words(20)} a 12 year old ${words(30)} porno`,
  'Everyone would be better off without me',
  `${words(25)} do not want to be here anymore`,
  'Ich werde dich TÖTEN, sagt er. Te voy a matar. Ich möchte nicht mehr leben.',
  'Zalgo to\u0308\u0301ten \u0301 ich werde dich to\u0308ten, İch bin ΟΔΟΣ σ',
  'Mail jo.doe@example.com, call +49 170 1234567 or see https://t.me/x and www.x.de',
  `${words(18)} [Your name] ${words(18)} [the link](www.example.com) [image]`,
];

describe('createGrowingReply', () => {
  it('shows the same as checking the whole text, for every cut into two pieces', () => {
    for (const text of texts) {
      for (let cut = 0; cut <= text.length; cut += 1) {
        const pieces = splitAt(text, [cut]);
        expect(growingSteps(pieces), JSON.stringify(pieces)).toEqual(wholeTextSteps(pieces));
      }
    }
  });

  it('the same for every cut into three pieces, and one character at a time', () => {
    for (const text of texts.filter((candidate) => candidate.length <= 80)) {
      for (let first = 0; first <= text.length; first += 1) {
        for (let second = first; second <= text.length; second += 1) {
          const pieces = splitAt(text, [first, second]);
          expect(growingSteps(pieces), JSON.stringify(pieces)).toEqual(wholeTextSteps(pieces));
        }
      }
    }
    for (const text of texts) {
      const pieces = [...text.split('')];
      expect(growingSteps(pieces), text).toEqual(wholeTextSteps(pieces));
    }
  });

  it('the same for many random cuts of long texts', () => {
    const random = randomOf(26);
    for (let round = 0; round < 300; round += 1) {
      const text = Array.from(
        { length: 8 },
        () => texts[Math.floor(random() * texts.length)] as string,
      ).join(random() < 0.5 ? ' ' : '\n');
      const pieces = splitAt(text, randomCuts(text.length, random));
      expect(growingSteps(pieces), JSON.stringify(pieces)).toEqual(wholeTextSteps(pieces));
    }
  });
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
  it('streams and answers the same for every cut of a text into two pieces', async () => {
    for (const text of texts) {
      for (let cut = 0; cut <= text.length; cut += 1) {
        const pieces = splitAt(text, [cut]);
        const frames: string[] = [];
        const reply = await generateReply({
          provider: providerOf(pieces),
          turns: [],
          lang: 'en',
          timeoutMs: 5000,
          signal: new AbortController().signal,
          onText: (shown) => {
            frames.push(shown);
            return Promise.resolve();
          },
        });
        expect(reply).toBe(stripPlaceholders(text).trim());
        expect(maskPrivateData(reply)).toBe(maskPrivateData(stripPlaceholders(text).trim()));
        // The throttle may skip frames: those sent are the reference's, in order, the last kept.
        const expected = wholeTextSteps(pieces).flatMap((step) =>
          step.verdict === 'ok' && step.shown !== undefined ? [step.shown] : [],
        );
        let at = 0;
        for (const frame of frames) {
          at = expected.indexOf(frame, at);
          expect(at, JSON.stringify(pieces)).toBeGreaterThanOrEqual(0);
        }
        if (wholeTextSteps(pieces).every((step) => step.verdict === 'ok'))
          expect(frames.at(-1)).toBe(expected.at(-1));
      }
    }
  });
});
