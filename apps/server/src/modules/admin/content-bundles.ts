import {
  ZAdminBundleInputSchema,
  ZAdminBundleSchema,
  centiToPoints,
  pointsToCenti,
  type TAdminBundle,
} from '@parlor/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { bundles } from '../../db/schema';
import { inUse, type ContentResource } from './content-resource';
import { contentReads, contentRows } from './content-rows';

type Input = z.output<typeof ZAdminBundleInputSchema>;

function selectBundles(db: Executor) {
  return db
    .select({
      id: bundles.id,
      points: bundles.points,
      priceMinor: bundles.priceMinor,
      description: bundles.description,
      position: bundles.position,
      isActive: bundles.isActive,
      deposits: sql<number>`(select count(*)::int from deposits d where d.bundle_id = "bundles"."id")`,
    })
    .from(bundles)
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectBundles>>[number];

function present(row: Row): TAdminBundle {
  return {
    id: row.id,
    points: centiToPoints(row.points),
    price: row.priceMinor / 100,
    description: row.description,
    position: row.position,
    is_active: row.isActive,
    deposits: row.deposits,
  };
}

function values(input: Input) {
  return {
    points: pointsToCenti(input.points),
    // Prices are kept in minor units of the default currency (two decimals).
    priceMinor: Math.round(input.price * 100),
    description: input.description,
    position: input.position,
    isActive: input.is_active,
  };
}

const rows = contentRows(bundles, values);

/**
 * Point bundles: points, price in the default currency, localised description, order and
 * whether the shop offers it. A bundle somebody bought is hidden (`is_active`), not deleted.
 */
export const bundlesResource: ContentResource<Input, TAdminBundle> = {
  path: 'bundles',
  objectType: 'bundle',
  noun: 'bundles',
  input: ZAdminBundleInputSchema,
  item: ZAdminBundleSchema,
  ...contentReads(bundles, selectBundles, present),
  insert: rows.insert,
  update: rows.update,
  async remove(tx, id, current) {
    if (current.deposits > 0) throw inUse('admin.content.errors.bundleBought');
    await rows.remove(tx, id);
  },
};
