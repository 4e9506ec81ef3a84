/**
 * The one formatter of dates, numbers and money (spec §5 and §9), in the page's language.
 *
 * English writes the specs' formats: prices in en-US currency format (`€9.99`), numbers with
 * a space between thousands (`12 345.5`). Every other language writes numbers and prices as
 * Intl writes them (German and Spanish `9,99 €`, `3,49`). Dates are day.month.year with dots
 * (`06.12.2026`) in every language: the specs' display date format. English prices are
 * written by hand (equal to Intl's en-US, tested): Chromium loads ICU's number data on a
 * page's first Intl.NumberFormat, about 50 ms of main thread on a phone, and the English
 * home page's pricing is most first visits' only price
 * (docs/decisions/162-web-prices-without-intl-numberformat.md and 421-local-formats.md).
 */
import { i18n } from './i18n';
import { queryClient } from './query-client';
import { currenciesQuery } from './site-data';

/** The Intl locale of a page language (`de` → `de-DE`); English keeps the specs' formats. */
const intlLocales: Record<string, string> = { de: 'de-DE', es: 'es-ES' };

function languageOf(language: string | undefined): string {
  return (language ?? i18n.language ?? 'en').toLowerCase().split('-')[0] || 'en';
}

/** The Intl locale for a non-English language, or null for English (the specs' formats). */
function intlLocaleOf(language: string | undefined): string | null {
  const code = languageOf(language);
  if (code === 'en') return null;
  return intlLocales[code] ?? code;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat('en-US', { ...options, style: 'decimal' });
    }
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

function amountOf(value: unknown): number {
  return typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim() !== ''
      ? Number(value)
      : NaN;
}

/** A price in another language than English: Intl's currency format, with the site's symbol. */
function intlPrice(amount: number, currencyCode: string, locale: string, symbol?: string) {
  const listed = symbol ?? listedSymbol(currencyCode);
  let parts: Intl.NumberFormatPart[];
  try {
    parts = numberFormat(locale, {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).formatToParts(Number.isFinite(amount) ? amount : 0);
  } catch {
    const number = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return `${number.format(Number.isFinite(amount) ? amount : 0)} ${listed ?? currencyCode}`;
  }
  return parts.map((part) => (part.type === 'currency' && listed ? listed : part.value)).join('');
}

export function formatPrice(
  value: unknown,
  currencyCode: string,
  symbol?: string,
  language?: string,
): string {
  const amount = amountOf(value);
  const locale = intlLocaleOf(language);
  if (locale) return intlPrice(amount, currencyCode, locale, symbol);
  const prefix = symbol ?? currencyPrefix(currencyCode);
  if (!Number.isFinite(amount)) return `${prefix}0.00`;
  // Cents rounded half away from zero on the decimal value (1.005 → 1.01), as Intl does.
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(cents % 100).padStart(2, '0');
  return `${amount < 0 && cents > 0 ? '-' : ''}${prefix}${whole}.${fraction}`;
}

/** The site's symbol of a listed currency (admin-set), if any. */
function listedSymbol(code: string): string | undefined {
  return queryClient
    .getQueryData(currenciesQuery.queryKey)
    ?.find((currency) => currency.code === code)?.symbol;
}

const intlPrefixes = new Map<string, string>();

/** What goes before the amount: the symbol, or as Intl writes it, a code and a no-break space. */
function currencyPrefix(code: string): string {
  const listed = listedSymbol(code);
  if (listed) return listed;
  let prefix = intlPrefixes.get(code);
  if (prefix === undefined) {
    try {
      const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
        .formatToParts(1)
        .filter((part) => part.type === 'currency' || part.type === 'literal');
      prefix = parts.map((part) => part.value).join('');
    } catch {
      prefix = code;
    }
    intlPrefixes.set(code, prefix);
  }
  return prefix;
}

/**
 * Numbers elsewhere, at most `maximumFractionDigits` decimals without trailing zeros: in
 * English with a space as thousands separator (`12 345.5`), else as Intl writes them
 * (`12.345,5`).
 */
export function formatNumber(value: number, maximumFractionDigits = 2, language?: string): string {
  const locale = intlLocaleOf(language);
  if (locale) return numberFormat(locale, { maximumFractionDigits }).format(value);
  const [whole = '0', fraction] = Math.abs(value)
    .toFixed(maximumFractionDigits)
    // Trailing zeros of the fraction only (an integer such as 100 keeps its zeros).
    .replace(/\.(\d*?)0+$/, (_match, kept: string) => (kept ? `.${kept}` : ''))
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A number with exactly `digits` decimals (`2.10`, German `2,10`), e.g. points on a receipt. */
export function formatFixed(value: number, digits = 2, language?: string): string {
  const locale = intlLocaleOf(language);
  if (locale) {
    return numberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  }
  const [whole = '0', fraction] = Math.abs(value).toFixed(digits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const isNegative = value < 0 && Number(Math.abs(value).toFixed(digits)) > 0;
  return `${isNegative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function validDate(value: string | number | Date): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A day: day.month.year with dots in every language (spec §9 site settings), `07.03.2026`. */
export function formatDate(value: string | number | Date): string {
  const date = validDate(value);
  if (!date) return '';
  return `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** A moment: the day as `formatDate` writes it and the time in 24 hours (`07.03.2026, 15:30`). */
export function formatDateTime(value: string | number | Date): string {
  const date = validDate(value);
  if (!date) return '';
  return `${formatDate(date)}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** A day with its month's name (`Mar 7, 2026`, `7. März 2026`), e.g. "Member since". */
export function formatShortDate(value: string | number | Date, language?: string): string {
  return formatInLanguage(value, language, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** A weekday and time soon (`Mon 11:51 PM`, `Mo., 23:51`), e.g. until when help is free. */
export function formatWeekdayTime(value: string | number | Date, language?: string): string {
  return formatInLanguage(value, language, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** `value` by `Intl` in the user's language (US English without one); '' for no valid date. */
function formatInLanguage(
  value: string | number | Date,
  language: string | undefined,
  options: Intl.DateTimeFormatOptions,
): string {
  const date = validDate(value);
  if (!date) return '';
  return dateFormat(intlLocaleOf(language) ?? 'en-US', options).format(date);
}

export type RelativeTime =
  | { kind: 'justNow' }
  | { kind: 'minutes'; count: number }
  | { kind: 'hours'; count: number }
  | { kind: 'date'; text: string };

/** Spec §9: under 2 minutes "Just now", then minutes, then hours within 24 h, else the date. */
export function relativeTime(
  value: string | number | Date,
  now: number = Date.now(),
): RelativeTime {
  const time = new Date(value).getTime();
  const seconds = Math.max(0, (now - time) / 1000);
  if (seconds < 120) return { kind: 'justNow' };
  if (seconds < 3600) return { kind: 'minutes', count: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { kind: 'hours', count: Math.floor(seconds / 3600) };
  return { kind: 'date', text: formatDate(time) };
}
