/** Display formats of spec §5 and §9. */

const priceFormats = new Map<string, Intl.NumberFormat>();

/**
 * A price: always two decimals in en-US currency format (e.g. `€25.00`, `$1,234.50`).
 * A missing or non-numeric value shows the symbol with 0.00.
 */
export function formatPrice(value: unknown, currencyCode: string, symbol?: string): string {
  const amount =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(amount)) return `${symbol ?? currencySymbol(currencyCode)}0.00`;
  let format = priceFormats.get(currencyCode);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: currencyCode,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    } catch {
      return `${symbol ?? currencyCode}${amount.toFixed(2)}`;
    }
    priceFormats.set(currencyCode, format);
  }
  return format.format(amount);
}

function currencySymbol(code: string): string {
  try {
    return (
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? code
    );
  } catch {
    return code;
  }
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
