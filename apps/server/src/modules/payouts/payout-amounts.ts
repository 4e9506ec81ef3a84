import type { Pricing } from '../money/pricing';
import {
  convertFromDefault,
  currencyExponent,
  defaultAmountToMinor,
  minorToAmount,
} from '../money/money-units';

const microScale = 1_000_000n;

/**
 * Hundredths of a point a payout of `amountMinor` (chosen currency) costs: the top-up rate
 * read backwards, amount ÷ currency value × points_convertion_rate, rounded UP to the
 * hundredth so that the points given up always cover the money paid. Integer arithmetic.
 */
export function pointsForPayout(amountMinor: number, pricing: Pricing): number {
  const { currency } = pricing;
  const rateCenti = BigInt(Math.round(pricing.settings.points_convertion_rate * 100));
  const numerator = BigInt(amountMinor) * microScale * rateCenti;
  const denominator = 10n ** BigInt(currencyExponent(currency.code)) * BigInt(currency.valueMicro);
  return Number((numerator + denominator - 1n) / denominator);
}

/** Minor units of the chosen currency that `centi` hundredths of a point are worth (rounded down). */
export function amountForPoints(centi: number, pricing: Pricing): number {
  const { currency } = pricing;
  const rateCenti = BigInt(Math.round(pricing.settings.points_convertion_rate * 100));
  const numerator =
    BigInt(centi) * 10n ** BigInt(currencyExponent(currency.code)) * BigInt(currency.valueMicro);
  return Number(numerator / (microScale * rateCenti));
}

/** The payout limits of the settings in minor units of the chosen currency (max null = none). */
export function payoutLimits(pricing: Pricing): { minMinor: number; maxMinor: number | null } {
  const toChosen = (amount: number) =>
    convertFromDefault(
      defaultAmountToMinor(amount, pricing.defaultCurrency),
      pricing.defaultCurrency,
      pricing.currency,
    );
  const max = pricing.settings.payout_max_amount;
  return {
    minMinor: toChosen(pricing.settings.payout_min_amount),
    maxMinor: max > 0 ? toChosen(max) : null,
  };
}

/** Spec §5's "X symbol", e.g. `10.00 €`. */
export function formatPayoutAmount(
  minor: number,
  currency: { code: string; symbol: string },
): string {
  const digits = currencyExponent(currency.code);
  return `${minorToAmount(minor, currency.code).toFixed(digits)} ${currency.symbol}`;
}
