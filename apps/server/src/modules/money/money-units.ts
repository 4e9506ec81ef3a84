import {
  convertFromDefault as convert,
  defaultAmountToMinor as toDefaultMinor,
  pointsForAmount as points,
} from '@parlor/contracts';
import type { CurrencyRow } from '../../plugins/reference-data';

/** The contracts' exact money arithmetic, applied to the server's currency rows. */

export { amountToMinor, currencyExponent, minorToAmount } from '@parlor/contracts';

/** Minor units of the default currency → minor units of `currency` (rounded half up). */
export function convertFromDefault(
  defaultMinor: number,
  defaultCurrency: CurrencyRow,
  currency: CurrencyRow,
): number {
  return convert(defaultMinor, defaultCurrency.code, currency.code, currency.valueMicro);
}

/** A decimal amount of the default currency (a setting such as 5.5) → its minor units. */
export function defaultAmountToMinor(amount: number, defaultCurrency: CurrencyRow): number {
  return toDefaultMinor(amount, defaultCurrency.code);
}

/** Points (in hundredths) bought by an amount in `currency`. */
export function pointsForAmount(
  amountMinor: number,
  currency: CurrencyRow,
  pointsPerDefaultUnit: number,
): number {
  return points(amountMinor, currency.code, currency.valueMicro, pointsPerDefaultUnit);
}
