import { describe, expect, it } from 'vitest';
import { textCountCache } from './text-count-cache';

describe('textCountCache', () => {
  it('counts a text once and answers the kept count afterwards', () => {
    const cache = textCountCache({ maxChars: 100, maxTextChars: 50 });
    let counted = 0;
    const count = (text: string) => {
      counted += 1;
      return text.length;
    };
    expect(cache.get('hello', count)).toBe(5);
    expect(cache.get('hello', count)).toBe(5);
    expect(counted).toBe(1);
  });

  it('forgets the least recently used texts beyond its characters, and never keeps a text too long', () => {
    const cache = textCountCache({ maxChars: 10, maxTextChars: 6 });
    const count = (text: string) => text.length;
    cache.get('aaaa', count);
    cache.get('bbbb', count);
    cache.get('aaaa', count); // now the newest
    cache.get('cccc', count); // 12 characters: 'bbbb' goes
    expect(cache.size).toBe(2);
    let counted = 0;
    const counting = (text: string) => {
      counted += 1;
      return text.length;
    };
    cache.get('aaaa', counting);
    cache.get('cccc', counting);
    expect(counted).toBe(0);
    cache.get('bbbb', counting);
    expect(counted).toBe(1);
    expect(cache.get('a very long text', counting)).toBe(16);
    expect(cache.get('a very long text', counting)).toBe(16);
    expect(counted).toBe(3);
  });
});
