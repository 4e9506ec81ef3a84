// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatFixed, formatNumber, formatPrice } from './format';
import { i18n } from './i18n';

/** Intl's spaces (no-break, narrow no-break) as a plain space, to compare texts. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const day = new Date(2026, 11, 6, 21, 5);

describe('local formats: one formatter in the page’s language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('writes a price in each language’s way and a date with dots in all (spec: day.month.year)', () => {
    const shown = (['en', 'de', 'es'] as const).map((language) => [
      plain(formatPrice(9.99, 'EUR', '€', language)),
      plain(formatNumber(3.49, 2, language)),
      formatDate(day),
    ]);
    expect(shown).toEqual([
      ['€9.99', '3.49', '06.12.2026'],
      ['9,99 €', '3,49', '06.12.2026'],
      ['9,99 €', '3,49', '06.12.2026'],
    ]);
  });

  it('follows the page’s language when none is given', async () => {
    await i18n.changeLanguage('de');
    expect(plain(formatPrice(1234.5, 'EUR', '€'))).toBe('1.234,50 €');
    expect(plain(formatNumber(12_345.5))).toBe('12.345,5');
    expect(formatFixed(2.1)).toBe('2,10');
    expect(formatDateTime(day)).toBe('06.12.2026, 21:05');
    await i18n.changeLanguage('es');
    expect(plain(formatPrice(-5, 'USD', '$'))).toBe('-5,00 $');
    expect(formatDateTime(day)).toBe('06.12.2026, 21:05');
    await i18n.changeLanguage('en');
    expect(formatPrice(1234.5, 'EUR', '€')).toBe('€1,234.50');
    expect(formatNumber(12_345.5)).toBe('12 345.5');
    expect(formatFixed(2.1)).toBe('2.10');
    expect(formatDateTime(day)).toBe('06.12.2026, 21:05');
  });

  it('is the only place of the web app that formats numbers and dates', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name);
        return statSync(file).isDirectory() ? walk(file) : [file];
      });
    })(src).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('format.ts'),
    );
    // Reading the browser's time zone (`Intl.DateTimeFormat().resolvedOptions()`) formats nothing.
    const formatting =
      /\.toLocale(Date|Time)?String\(|\.toFixed\(|Intl\.(NumberFormat|DateTimeFormat)\((?!\)\.resolvedOptions)/;
    const offenders = files
      .filter((file) => formatting.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(offenders).toEqual([]);
  });
});
