import { describe, expect, it } from 'vitest';
import { signsInWindow } from '../../adapters/ai/builtin-moderator';
import { foldText } from '../../adapters/ai/fold-text';
import { createGrowingTextCheck } from '../../adapters/ai/growing-text-check';
import { createPlaceholderStrip } from './growing-reply';
import { stripPlaceholders } from './strip-placeholders';

/**
 * The work a streamed reply's pieces cost: the characters the built-in check (folding and its
 * rules) and the placeholder strip are given. The functions are handed in and counted (not
 * mocked: the server's test workers share their modules between files).
 */
function counted<Rest extends unknown[], Result>(
  given: { characters: number },
  check: (text: string, ...rest: Rest) => Result,
): (text: string, ...rest: Rest) => Result {
  return (text, ...rest) => {
    given.characters += text.length;
    return check(text, ...rest);
  };
}

describe("a streamed reply's checks", () => {
  it('are given work bounded by each piece, not by the reply so far', () => {
    const sentence = 'I would never hurt myself, [name]. Mail a@b.de or see [the guide](x)! ';
    const text = sentence.repeat(200);
    const pieces = text.match(/[^]{1,5}/g) ?? [];
    const given = { characters: 0 };
    const check = createGrowingTextCheck({
      foldText: counted(given, foldText),
      signsInWindow: counted(given, signsInWindow),
    });
    const strip = createPlaceholderStrip(counted(given, stripPlaceholders));
    for (const piece of pieces) {
      expect(check(piece)).toBe('ok');
      strip.add(piece);
    }
    strip.end();
    expect(text.length).toBeGreaterThan(10_000);
    // A window of a few words per piece (about 120 characters here); checking the whole text
    // so far for each piece gave them 78 million.
    expect(given.characters).toBeGreaterThan(text.length);
    expect(given.characters).toBeLessThan(3 * text.length + 300 * pieces.length);
  });
});
