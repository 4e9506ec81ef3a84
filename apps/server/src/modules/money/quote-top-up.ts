import { maxTopUpAmount } from '@parlor/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  amountToMinor,
  convertFromDefault,
  defaultAmountToMinor,
  minorToAmount,
  pointsForAmount,
} from './money-units';
import { bundlePriceMinor } from './present';
import type { Pricing } from './pricing';
import { selectActiveBundle } from './queries';

/** What one top-up charges and credits. */
export interface TopUpQuote {
  /** Minor units of `currency`. */
  amountMinor: number;
  currency: string;
  /** Hundredths of a point credited on success. */
  points: number;
  bundleId: number | null;
}

/** Spec §5: prices read in en-US currency format with two decimals, e.g. `$5.40`. */
function formatMoney(minor: number, pricing: Pricing): string {
  const code = pricing.currency.code;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: code,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minorToAmount(minor, code));
}

/**
 * Prices a top-up in the chosen currency. A bundle costs its price converted by the
 * currency's value and credits its own points. An amount must lie between
 * `min_top_up_amount × value` and `maxTopUpAmount × value` and credits
 * floor(amount ÷ value × points_convertion_rate) points.
 */
export async function quoteTopUp(
  db: Executor,
  pricing: Pricing,
  choice: { amount?: number | undefined; bundleId?: number | undefined },
): Promise<TopUpQuote> {
  const currency = pricing.currency.code;
  if (choice.bundleId !== undefined) {
    const bundle = await selectActiveBundle(db, choice.bundleId);
    if (!bundle) throw AppError.field('bundle_id', 'money.validation.bundleInvalid');
    return {
      amountMinor: bundlePriceMinor(bundle, pricing),
      currency,
      points: bundle.points,
      bundleId: bundle.id,
    };
  }

  const amountMinor = choice.amount === undefined ? null : amountToMinor(choice.amount, currency);
  if (amountMinor === null || amountMinor <= 0) {
    throw AppError.field('amount', 'money.validation.amountInvalid');
  }
  const toChosen = (defaultMinor: number) =>
    convertFromDefault(defaultMinor, pricing.defaultCurrency, pricing.currency);
  const minimum = toChosen(
    defaultAmountToMinor(pricing.settings.min_top_up_amount, pricing.defaultCurrency),
  );
  if (amountMinor < minimum) {
    throw AppError.field('amount', 'money.validation.amountMinimum', {
      amount: formatMoney(minimum, pricing),
    });
  }
  const maximum = toChosen(defaultAmountToMinor(maxTopUpAmount, pricing.defaultCurrency));
  if (amountMinor > maximum) {
    throw AppError.field('amount', 'money.validation.amountMaximum', {
      amount: formatMoney(maximum, pricing),
    });
  }
  const points = pointsForAmount(
    amountMinor,
    pricing.currency,
    pricing.settings.points_convertion_rate,
  );
  if (points <= 0) throw AppError.field('amount', 'money.validation.amountInvalid');
  return { amountMinor, currency, points, bundleId: null };
}
