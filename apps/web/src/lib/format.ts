/** Display formats of spec §5 and §9. */
import { queryClient } from './query-client';
import { currenciesQuery } from './site-data';

/**
 * A price: always two decimals in en-US currency format (e.g. `€25.00`, `$1,234.50`,
 * `-€5.00`). The symbol is the one given, else the site's for that currency, else Intl's.
 * A missing or non-numeric value shows the symbol with 0.00.
 *
 * Formatted by hand rather than with Intl.NumberFormat: Chromium loads ICU's number data
 * on the first NumberFormat a page creates, about 50 ms of main thread on a phone, and the
 * home page's pricing is the first visit's only price (
 * docs/decisions/162-web-prices-without-intl-numberformat.md).
 */
export function formatPrice(value: unknown, currencyCode: string, symbol?: string): string {
  const amount =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  const prefix = symbol ?? currencyPrefix(currencyCode);
  if (!Number.isFinite(amount)) return `${prefix}0.00`;
  // Cents rounded half away from zero on the decimal value (1.005 → 1.01), as Intl does.
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(cents % 100).padStart(2, '0');
  return `${amount < 0 && cents > 0 ? '-' : ''}${prefix}${whole}.${fraction}`;
}

const intlPrefixes = new Map<string, string>();

/** What goes before the amount: the symbol, or as Intl writes it, a code and a no-break space. */
function currencyPrefix(code: string): string {
  const listed = queryClient
    .getQueryData(currenciesQuery.queryKey)
    ?.find((currency) => currency.code === code)?.symbol;
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

/** Numbers elsewhere: space as thousands separator, at most two decimals (`12 345.5`). */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  const [whole = '0', fraction] = Math.abs(value)
    .toFixed(maximumFractionDigits)
    // Trailing zeros of the fraction only (an integer such as 100 keeps its zeros).
    .replace(/\.(\d*?)0+$/, (_match, kept: string) => (kept ? `.${kept}` : ''))
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Day.month.year with dots, e.g. 07.03.2026. */
export function formatDate(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = String(date.getDate()).padStart(2, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${day}.${month}.${date.getFullYear()}`;
}

/** Abbreviated month, day, year (profile `created_at`), e.g. `Mar 7, 2026`. */
export function formatShortDate(value: string | number | Date, locale = 'en-US'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' });
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
