import { pointsScale } from '@parlor/contracts';
import type { CurrencyRow } from '../../plugins/reference-data';

/**
 * Exact arithmetic for money and points. Money is integer minor units of a currency (its
 * ISO 4217 exponent, 2 for EUR/USD/GBP); points are integer hundredths. Currency values
 * are stored as micro-units per one unit of the default currency.
 */

const microScale = 1_000_000n;
const exponents = new Map<string, number>();

/** Decimal places of a currency's minor unit (2 for EUR, 0 for JPY). */
export function currencyExponent(code: string): number {
  let exponent = exponents.get(code);
  if (exponent === undefined) {
    try {
      exponent = new Intl.NumberFormat('en', {
        style: 'currency',
        currency: code,
      }).resolvedOptions().maximumFractionDigits;
    } catch {
      exponent = 2;
    }
    exponents.set(code, exponent ?? 2);
  }
  return exponent ?? 2;
}

const pow10 = (exponent: number) => 10n ** BigInt(exponent);

/** Rounds a positive fraction half up, in integers. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** Minor units of the default currency → minor units of `currency` (rounded half up). */
export function convertFromDefault(
  defaultMinor: number,
  defaultCurrency: CurrencyRow,
  currency: CurrencyRow,
): number {
  const numerator =
    BigInt(defaultMinor) * BigInt(currency.valueMicro) * pow10(currencyExponent(currency.code));
  const denominator = microScale * pow10(currencyExponent(defaultCurrency.code));
  return Number(divideRounded(numerator, denominator));
}

/** Minor units → the decimal number the API answers (e.g. 1999 → 19.99). */
export function minorToAmount(minor: number, code: string): number {
  return minor / 10 ** currencyExponent(code);
}

/** A decimal amount → minor units; null when it has more decimals than the currency allows. */
export function amountToMinor(amount: number, code: string): number | null {
  const scaled = amount * 10 ** currencyExponent(code);
  const minor = Math.round(scaled);
  if (!Number.isSafeInteger(minor) || Math.abs(scaled - minor) > 1e-6) return null;
  return minor;
}

/** A decimal amount of the default currency (a setting such as 5.5) → its minor units. */
export function defaultAmountToMinor(amount: number, defaultCurrency: CurrencyRow): number {
  return Math.round(amount * 10 ** currencyExponent(defaultCurrency.code));
}

/**
 * Points (in hundredths) bought by an amount: floor(amount ÷ currency value × rate) whole
 * points, where the rate is points per one unit of the default currency.
 */
export function pointsForAmount(
  amountMinor: number,
  currency: CurrencyRow,
  pointsPerDefaultUnit: number,
): number {
  const rateCenti = BigInt(Math.round(pointsPerDefaultUnit * pointsScale));
  const numerator = BigInt(amountMinor) * microScale * rateCenti;
  const denominator =
    pow10(currencyExponent(currency.code)) * BigInt(currency.valueMicro) * BigInt(pointsScale);
  return Number(numerator / denominator) * pointsScale;
}
