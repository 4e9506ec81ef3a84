import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPrice, relativeTime } from './format';
import { queryClient } from './query-client';
import { currenciesQuery } from './site-data';

describe('formatPrice', () => {
  it('always shows two decimals in en-US currency format', () => {
    expect(formatPrice(25, 'EUR')).toBe('€25.00');
    expect(formatPrice(9.9, 'USD')).toBe('$9.90');
    expect(formatPrice(1234.5, 'GBP')).toBe('£1,234.50');
    expect(formatPrice(0, 'EUR')).toBe('€0.00');
  });

  it('rounds to cents', () => {
    expect(formatPrice(19.999, 'EUR')).toBe('€20.00');
    expect(formatPrice(10.794, 'USD')).toBe('$10.79');
  });

  it('accepts numeric strings', () => {
    expect(formatPrice('12.3', 'EUR')).toBe('€12.30');
  });

  it('shows the symbol with 0.00 for a missing or non-numeric value', () => {
    expect(formatPrice(undefined, 'EUR', '€')).toBe('€0.00');
    expect(formatPrice(null, 'GBP', '£')).toBe('£0.00');
    expect(formatPrice('abc', 'USD', '$')).toBe('$0.00');
    expect(formatPrice('', 'EUR', '€')).toBe('€0.00');
    expect(formatPrice(Number.NaN, 'EUR', '€')).toBe('€0.00');
  });

  it('finds the symbol itself when none is given', () => {
    expect(formatPrice(undefined, 'USD')).toBe('$0.00');
    expect(formatPrice(undefined, 'EUR')).toBe('€0.00');
  });

  it('writes big, negative and half-cent amounts as Intl.NumberFormat does', () => {
    const intl = (amount: number, code: string) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: code,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(amount);
    for (const amount of [1_234_567.891, -25, -0.5, 1.005, 0.125, 999.995, 100, 0.01]) {
      for (const code of ['EUR', 'USD', 'GBP', 'CHF', 'JPY']) {
        expect(formatPrice(amount, code)).toBe(intl(amount, code));
      }
    }
  });

  it("uses the site's symbol of a listed currency", () => {
    queryClient.setQueryData(currenciesQuery.queryKey, [
      { code: 'PLN', value: 4.3, symbol: 'zł', default: 0 },
    ]);
    try {
      expect(formatPrice(12.5, 'PLN')).toBe('zł12.50');
    } finally {
      queryClient.removeQueries({ queryKey: currenciesQuery.queryKey });
    }
  });

  it('does not throw for an unknown currency code', () => {
    expect(formatPrice(5, 'not-a-code', 'P')).toBe('P5.00');
  });
});

describe('formatNumber', () => {
  it('uses a space as thousands separator', () => {
    expect(formatNumber(1000)).toBe('1 000');
    expect(formatNumber(1_234_567)).toBe('1 234 567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
  });

  it('keeps up to two decimals without trailing zeros', () => {
    expect(formatNumber(12_345.5)).toBe('12 345.5');
    expect(formatNumber(1500.25)).toBe('1 500.25');
    expect(formatNumber(2.999)).toBe('3');
    expect(formatNumber(100.1, 0)).toBe('100');
  });

  it('keeps the sign', () => {
    expect(formatNumber(-12_345.5)).toBe('-12 345.5');
  });
});

describe('formatDate', () => {
  it('shows day.month.year with dots and leading zeros', () => {
    expect(formatDate(new Date(2026, 2, 7, 15, 30))).toBe('07.03.2026');
    expect(formatDate(new Date(2025, 11, 31))).toBe('31.12.2025');
  });

  it('accepts ISO strings and timestamps', () => {
    const date = new Date(2026, 0, 15, 12);
    expect(formatDate(date.toISOString())).toBe('15.01.2026');
    expect(formatDate(date.getTime())).toBe('15.01.2026');
  });

  it('answers an empty text for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('relativeTime (spec chat §9)', () => {
  const now = new Date(2026, 4, 20, 12, 0, 0).getTime();
  const ago = (seconds: number) => now - seconds * 1000;

  it('is "just now" under 2 minutes', () => {
    expect(relativeTime(ago(0), now)).toEqual({ kind: 'justNow' });
    expect(relativeTime(ago(119), now)).toEqual({ kind: 'justNow' });
  });

  it('counts minutes from 2 minutes up to an hour', () => {
    expect(relativeTime(ago(120), now)).toEqual({ kind: 'minutes', count: 2 });
    expect(relativeTime(ago(59 * 60 + 59), now)).toEqual({ kind: 'minutes', count: 59 });
  });

  it('counts hours within 24 hours', () => {
    expect(relativeTime(ago(3600), now)).toEqual({ kind: 'hours', count: 1 });
    expect(relativeTime(ago(24 * 3600 - 1), now)).toEqual({ kind: 'hours', count: 23 });
  });

  it('shows the date from 24 hours on', () => {
    expect(relativeTime(ago(24 * 3600), now)).toEqual({ kind: 'date', text: '19.05.2026' });
    expect(relativeTime(new Date(2025, 0, 2), now)).toEqual({ kind: 'date', text: '02.01.2025' });
  });

  it('treats a time slightly in the future (clock skew) as just now', () => {
    expect(relativeTime(now + 30_000, now)).toEqual({ kind: 'justNow' });
  });
});
