import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { configureZodMessages } from './zod-messages';

configureZodMessages();

const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('zod messages are catalogue keys', () => {
  it('says "required" for a missing value and an empty string', () => {
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('errors.required');
    expect(messageOf(z.string().min(1), '')).toBe('errors.required');
  });

  it('says "too long" for text and "too large" for numbers', () => {
    expect(messageOf(z.string().max(3), 'abcd')).toBe('errors.tooLong');
    expect(messageOf(z.number().max(10), 1e300)).toBe('errors.tooLarge');
  });

  it('says "invalid" otherwise', () => {
    expect(messageOf(z.number(), 'abc')).toBe('errors.invalidValue');
  });
});
