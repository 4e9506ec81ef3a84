import { describe, expect, it } from 'vitest';
import { exemptTables, listFunctions, longFunctions, maxFunctionLines } from './long-functions.mjs';

const keyOf = (fn: { file: string; name: string }) => `${fn.file}#${fn.name}`;

describe(`functions of at most ${maxFunctionLines} lines (scripts/long-functions.mjs)`, () => {
  it('no function of the product code is longer, except declarative tables', () => {
    expect(longFunctions().map(keyOf).sort()).toEqual([]);
  });

  it('exempts only functions that exist', () => {
    const all = new Set(listFunctions().map(keyOf));
    expect([...exemptTables].filter((key) => !all.has(key))).toEqual([]);
  });
});
