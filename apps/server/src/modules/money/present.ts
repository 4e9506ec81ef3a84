import { centiToPoints, type TBundle } from '@parlor/contracts';
import type { InferSelectModel } from 'drizzle-orm';
import type { bundles } from '../../db/schema';
import { pickLocalized } from '../../lib/localized';
import { convertFromDefault, minorToAmount } from './money-units';
import type { Pricing } from './pricing';

/** Maps money rows to the shapes of spec §3, prices in the caller's currency. */

type BundleRow = InferSelectModel<typeof bundles>;

/** A bundle's price in minor units of the chosen currency. */
export function bundlePriceMinor(row: BundleRow, pricing: Pricing): number {
  return convertFromDefault(row.priceMinor, pricing.defaultCurrency, pricing.currency);
}

export function presentBundle(row: BundleRow, pricing: Pricing, language: string): TBundle {
  const code = pricing.currency.code;
  return {
    id: row.id,
    points: centiToPoints(row.points),
    price: minorToAmount(bundlePriceMinor(row, pricing), code),
    currency: code,
    description: pickLocalized(row.description, language),
  };
}
