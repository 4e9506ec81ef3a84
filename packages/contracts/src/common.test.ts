import { describe, expect, it } from 'vitest';
import { ZIdSchema, ZPageQuerySchema, paginationMeta } from './common';

describe('paginationMeta', () => {
  it('describes a middle page the way Laravel’s paginator does', () => {
    expect(paginationMeta(2, 12, 30)).toEqual({
      current_page: 2,
      per_page: 12,
      total: 30,
      last_page: 3,
      from: 13,
      to: 24,
    });
  });

  it('ends the last page at the total', () => {
    expect(paginationMeta(3, 12, 30)).toMatchObject({ last_page: 3, from: 25, to: 30 });
  });

  it('has one page and no range when there is nothing', () => {
    expect(paginationMeta(1, 6, 0)).toEqual({
      current_page: 1,
      per_page: 6,
      total: 0,
      last_page: 1,
      from: null,
      to: null,
    });
  });

  it('has no range for a page past the end', () => {
    expect(paginationMeta(9, 6, 10)).toMatchObject({
      current_page: 9,
      last_page: 2,
      from: null,
      to: null,
    });
  });

  it('counts an exact multiple as full pages', () => {
    expect(paginationMeta(2, 6, 12)).toMatchObject({ last_page: 2, from: 7, to: 12 });
  });
});

describe('request schemas', () => {
  it('coerces page numbers and defaults to page 1', () => {
    expect(ZPageQuerySchema.parse({})).toEqual({ page: 1 });
    expect(ZPageQuerySchema.parse({ page: '4' })).toEqual({ page: 4 });
    expect(ZPageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(ZPageQuerySchema.safeParse({ page: 'two' }).success).toBe(false);
  });

  it('accepts positive 32-bit ids only', () => {
    expect(ZIdSchema.parse('42')).toBe(42);
    expect(ZIdSchema.safeParse('-1').success).toBe(false);
    expect(ZIdSchema.safeParse('1.5').success).toBe(false);
    expect(ZIdSchema.safeParse(String(2 ** 31)).success).toBe(false);
  });
});
