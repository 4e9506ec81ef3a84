import {
  ZAdminBundleInputSchema,
  ZAdminBundleSchema,
  centiToPoints,
  pointsToCenti,
} from '@parlor/contracts';
import { sql } from 'drizzle-orm';
import { bundles } from '../../db/schema';
import { inUse } from './content-resource';
import { defineContentResource } from './define-content-resource';

/**
 * Point bundles: points, price in the default currency, localised description, order and
 * whether the shop offers it. A bundle somebody bought is hidden (`is_active`), not deleted.
 */
export const bundlesResource = defineContentResource({
  path: 'bundles',
  objectType: 'bundle',
  noun: 'bundles',
  input: ZAdminBundleInputSchema,
  item: ZAdminBundleSchema,
  table: bundles,
  // Named as the console names them; points and price still in hundredths until presented.
  columns: {
    id: bundles.id,
    points: bundles.points,
    price: bundles.priceMinor,
    description: bundles.description,
    position: bundles.position,
    is_active: bundles.isActive,
    deposits: sql<number>`(select count(*)::int from deposits d where d.bundle_id = "bundles"."id")`,
  },
  present: (row) => ({ ...row, points: centiToPoints(row.points), price: row.price / 100 }),
  values: ({ points, price, is_active, ...input }) => ({
    ...input,
    points: pointsToCenti(points),
    // Prices are kept in minor units of the default currency (two decimals).
    priceMinor: Math.round(price * 100),
    isActive: is_active,
  }),
  checkRemove(current) {
    if (current.deposits > 0) throw inUse('admin.content.errors.bundleBought');
  },
});
