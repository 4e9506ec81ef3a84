import {
  ZDepositStatusSchema,
  centiToPoints,
  type TBundle,
  type TDepositHistoryRow,
  type TDepositStatusPayload,
} from '@parlor/contracts';
import type { InferSelectModel } from 'drizzle-orm';
import type { bundles, deposits } from '../../db/schema';
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

type DepositRow = InferSelectModel<typeof deposits>;

export function presentDepositStatus(row: DepositRow): TDepositStatusPayload {
  return {
    id: row.id,
    status: row.status,
    sum: minorToAmount(row.amountMinor, row.currency),
    currency: row.currency,
    points: centiToPoints(row.points),
    bundle_id: row.bundleId,
    failure_reason: ZDepositStatusSchema.shape.failure_reason
      .catch('failed')
      .parse(row.failureReason),
  };
}

export function presentDepositHistoryRow(row: DepositRow): TDepositHistoryRow {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    sum: minorToAmount(row.amountMinor, row.currency),
    currency: row.currency,
    points: centiToPoints(row.points),
    bundle_id: row.bundleId,
  };
}
