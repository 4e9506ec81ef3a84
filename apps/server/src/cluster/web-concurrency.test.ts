import { describe, expect, it } from 'vitest';
import { resolveWebConcurrency } from './web-concurrency';

const postgres = 'postgres://db/parlor';

describe('WEB_CONCURRENCY', () => {
  it('defaults to one process per core with PostgreSQL, and to one with the embedded database', () => {
    expect(resolveWebConcurrency(undefined, postgres, 4)).toBe(4);
    expect(resolveWebConcurrency('', postgres, 2)).toBe(2);
    expect(resolveWebConcurrency(undefined, undefined, 8)).toBe(1);
  });

  it('is taken as set', () => {
    expect(resolveWebConcurrency('3', postgres, 2)).toBe(3);
    expect(resolveWebConcurrency('1', undefined, 8)).toBe(1);
  });

  it('refuses more than one process on the embedded database, and values that are no count', () => {
    expect(() => resolveWebConcurrency('2', undefined)).toThrow(/needs DATABASE_URL/);
    expect(() => resolveWebConcurrency('0', postgres)).toThrow(/whole number/);
    expect(() => resolveWebConcurrency('two', postgres)).toThrow(/whole number/);
  });
});
