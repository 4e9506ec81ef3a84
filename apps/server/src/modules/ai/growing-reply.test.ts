import { describe, expect, it } from 'vitest';
import type { AiProvider } from '../../adapters/ai';
import { moderateLocally } from '../../adapters/ai/builtin-moderator';
import { maskPrivateData } from '../chat/mask-private-data';
import { generateReply } from './generate-reply';
import { createGrowingReply, createPrivateDataMask, type GrowingReplyStep } from './growing-reply';
import { stripPlaceholders } from './strip-placeholders';

/** The verdict each piece gets when the built-in check runs on the whole text so far. */
function wholeTextVerdicts(pieces: string[]): GrowingReplyStep['verdict'][] {
  let text = '';
  let unsafe: GrowingReplyStep['verdict'] | undefined;
  return pieces.map((piece) => {
    text += piece;
    if (unsafe) return unsafe;
    const verdict = moderateLocally(text);
    if (verdict !== 'ok') unsafe = verdict;
    return verdict;
  });
}

/** What the stored reply reads (run-reply masks what generateReply answers). */
const storedOf = (text: string) => maskPrivateData(stripPlaceholders(text).trim());

/**
 * The steps and the end of a growing reply, checked against the whole text: the verdicts are
 * the whole text's, each step shows the start of what the next shows and of the stored reply
 * (trailing blanks aside), and the end shows the stored reply.
 */
function expectGrowsIntoStored(pieces: string[]) {
  const grow = createGrowingReply();
  const steps = pieces.map((piece) => grow.add(piece));
  const end = grow.end();
  const label = JSON.stringify(pieces);
  expect(
    steps.map((step) => step.verdict),
    label,
  ).toEqual(wholeTextVerdicts(pieces));
  if (steps.some((step) => step.verdict !== 'ok')) return expect(end, label).toBeUndefined();
  const stored = storedOf(pieces.join(''));
  let before = '';
  for (const step of steps) {
    const shown = step.verdict === 'ok' ? (step.shown ?? '') : '';
    expect(shown.startsWith(before), label).toBe(true);
    expect(stored.startsWith(shown.trimEnd()), `${label} showed ${JSON.stringify(shown)}`).toBe(
      true,
    );
    before = shown;
  }
  expect(end?.trimEnd(), label).toBe(stored || undefined);
  expect((end ?? '').startsWith(before), label).toBe(true);
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
  'Write me: jo.doe@example.com or jo_doe+chat@mail.example.co.uk, thanks. a@b and x@y.z',
  'See https://example.com/a?b=1, http://x.y/z and ftp://files.example.org/f.txt now.',
  'www.example.de/path, www.shop.test and t.me/secretgroup or bit.ly/x; example.com, go.io.',
  'e.g. this and i.e. that, the end.It was over; .com and x.c and example.co and examples.',
  'my insta @real_name_99, @ab and me @ home, mail@ and @@double @x.y_z.',
  'call +49 151 23456789 or (030) 1234-5678, 0044 20 7946 0958 today or 0170.123.4567 now',
  'or 555-123-4567. Or +1 (555) 123 4567 or 0170 1234567! 123 456 7890a and 1234 5678 9b',
  'See you at 10:30 on 21.11.2025, or 2024-05-01 10:30, due 12/31/2024 and 2024-05-01 10',
  'I waited 45 minutes, price: 1 500 euros; 1, 2, 3 and 1 2 3 4 5 6 7 8 9 10 11 12 13 14',
  'numbers:\n1234\n5678 and 12 34 56 78 9 and +4917 0123456 and 00 49 170 12 34 567',
  'Hi [Your name], mail me at [email] or a@b.de [image] or call 0170 1234567',
  'call me on +49 170 1234567',
  'my site is example.com',
  'my mail is jo@example.de',
  'Ünïcödé grüße an jürgen@exämple.de 😀 und 😀@x.de und ＋４９ １７０ １２３４５６７',
];

describe('createGrowingReply', () => {
  it('shows only the start of the stored reply, for every cut into two pieces', () => {
    for (const text of texts) {
      for (let cut = 0; cut <= text.length; cut += 1) expectGrowsIntoStored(splitAt(text, [cut]));
    }
  });

  it('the same for every cut into three pieces, and one character at a time', () => {
    for (const text of texts.filter((candidate) => candidate.length <= 80)) {
      for (let first = 0; first <= text.length; first += 1) {
        for (let second = first; second <= text.length; second += 1) {
          expectGrowsIntoStored(splitAt(text, [first, second]));
        }
      }
    }
    for (const text of texts) expectGrowsIntoStored(text.split(''));
  });

  it('the same for many random cuts of long texts', () => {
    const random = randomOf(26);
    for (let round = 0; round < 300; round += 1) {
      const text = Array.from(
        { length: 8 },
        () => texts[Math.floor(random() * texts.length)] as string,
      ).join(random() < 0.5 ? ' ' : '\n');
      expectGrowsIntoStored(splitAt(text, randomCuts(text.length, random)));
    }
  });

  it('the same for random texts of what the patterns read, cut anywhere', () => {
    const atoms = [
      ...['1', '0', '00', '+', ' ', '  ', '\n', '\t', '.', '-', '(', ')', '/', ':', ',', '!'],
      ...['a', 'Z', 'ü', '😀', '１', '_', '@', 'www', '.com', '.de', 'http://', 't.me/', 'mail'],
      ...['[', ']', '[x]', '2024-05-01', '21.11.2025', ' 10'],
    ];
    const random = randomOf(11);
    for (let round = 0; round < 4000; round += 1) {
      const text = Array.from(
        { length: 1 + Math.floor(random() * 14) },
        () => atoms[Math.floor(random() * atoms.length)] as string,
      ).join('');
      const cuts = Array.from({ length: text.length }, (_, at) => at).filter(
        (at) => at > 0 && random() < 0.4,
      );
      expectGrowsIntoStored(splitAt(text, cuts));
    }
  });

  it('holds back no more than the word being written in ordinary text', () => {
    const text = 'Well, that sounds like a long day. What helped you most (if anything) today?';
    const grow = createGrowingReply();
    let written = '';
    for (const char of text) {
      written += char;
      const step = grow.add(char);
      if (/\s/.test(char)) continue;
      const shown = written.slice(0, written.lastIndexOf(' ') + 1);
      expect(step, JSON.stringify(written)).toEqual({ verdict: 'ok', shown: shown || undefined });
    }
    expect(grow.end()).toBe(text);
  });

  it('shows an address, link, handle or phone number only once masked', () => {
    const grow = createGrowingReply();
    const shown = [
      'Mail jo.doe@exa',
      'mple.com or see www.x',
      '.de, @jo_',
      'doe or +49 170 ',
      '1234567',
      ' now',
      ' please.',
    ].map((piece) => {
      const step = grow.add(piece);
      return step.verdict === 'ok' ? step.shown : step.verdict;
    });
    expect(shown).toEqual([
      'Mail ',
      'Mail *** or see ',
      'Mail *** or see *** ',
      'Mail *** or see *** *** or ',
      'Mail *** or see *** *** or ',
      'Mail *** or see *** *** or *** ',
      'Mail *** or see *** *** or *** now ',
    ]);
    expect(grow.end()).toBe('Mail *** or see *** *** or *** now please.');
  });
});

describe('createPrivateDataMask', () => {
  it('masks each character once, also what is held back long (a link, a run of numbers)', () => {
    const text = `See https://x.de/${'a/'.repeat(3000)} or ${'12 '.repeat(2000)}ok ${'word '.repeat(500)}`;
    let given = 0;
    const mask = createPrivateDataMask((part) => {
      given += part.length;
      return maskPrivateData(part);
    });
    const settled = (text.match(/[^]{1,5}/g) ?? []).map((piece) => mask.add(piece)).join('');
    expect(settled + mask.end()).toBe(maskPrivateData(text));
    // Masking the text so far for each piece would give it some 21 million characters.
    expect(given).toBe(text.length);
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

async function framesOf(pieces: string[]): Promise<{ frames: string[]; reply: string }> {
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
  return { frames, reply };
}

describe('generateReply', () => {
  it('streams only the start of the stored reply, for every cut of a text into two pieces', async () => {
    for (const text of texts) {
      for (let cut = 0; cut <= text.length; cut += 1) {
        const pieces = splitAt(text, [cut]);
        const { frames, reply } = await framesOf(pieces);
        const label = JSON.stringify(pieces);
        // The answer is what it was; the caller masks it before storing it.
        expect(reply, label).toBe(stripPlaceholders(text).trim());
        const stored = maskPrivateData(reply);
        for (const frame of frames) {
          expect(stored.startsWith(frame.trimEnd()), `${label} sent ${JSON.stringify(frame)}`).toBe(
            true,
          );
        }
        if (wholeTextVerdicts(pieces).every((verdict) => verdict === 'ok') && stored)
          expect(frames.at(-1)?.trimEnd(), label).toBe(stored);
      }
    }
  });

  it('never sends an address, link or phone number the stored reply masks', async () => {
    const text =
      'Sure! Write to jo.doe@example.com, visit https://t.me/jodoe or www.jodoe.de, ' +
      'ask @jodoe_99 or call +49 170 1234567 (or 0170 1234567) after 21.11.2025.';
    const secrets = ['jo.doe', 'example', 't.me', 'jodoe', '+49', '170', '1234567'];
    const random = randomOf(7);
    for (let round = 0; round < 200; round += 1) {
      const pieces =
        round < 40 ? splitAt(text, [round * 3]) : splitAt(text, randomCuts(text.length, random));
      const { frames, reply } = await framesOf(pieces);
      const stored = maskPrivateData(reply);
      expect(stored).toBe(
        'Sure! Write to ***, visit *** or *** ask *** or call *** (or ***) after 21.11.2025.',
      );
      for (const frame of frames) {
        for (const secret of secrets) {
          expect(
            frame.includes(secret),
            `${JSON.stringify(pieces)} sent ${JSON.stringify(frame)}`,
          ).toBe(false);
        }
      }
      expect(frames.at(-1)).toBe(stored);
    }
  });
});
