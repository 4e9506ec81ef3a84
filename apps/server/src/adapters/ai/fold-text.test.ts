import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';

/** The folding as it was written first (every text normalised), the reference. */
const referenceFold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’`´]/g, "'")
    .replace(/\s+/g, ' ');

describe('foldText', () => {
  it('folds plain ASCII and accented text exactly as normalising every text does', () => {
    const texts = [
      'Message number 12: how are you today?',
      'I DON`T want   to\tlive\nanymore',
      'Ich möchte STERBEN, ängstlich',
      'Mamá, no quiero despertar jamás',
      'It’s fine ´really´',
      'KELVIN: \u212A and İstanbul',
      '\u00a0non-breaking\u2003spaces',
      '',
    ];
    for (const text of texts) expect(foldText(text)).toBe(referenceFold(text));
  });
});
