import {
  ZAdminBundleInputSchema,
  ZAdminBundleSchema,
  centiToPoints,
  pointsToCenti,
  type TAdminBundle,
} from '@parlor/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { bundles } from '../../db/schema';
import { inUse, type ContentResource } from './content-resource';

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
  list: async (db) =>
    (await selectBundles(db).orderBy(asc(bundles.position), asc(bundles.id))).map(present),
  async load(db, id) {
    const [row] = await selectBundles(db).where(eq(bundles.id, id));
    return row && present(row);
  },
  async insert(tx, input) {
    const [row] = await tx.insert(bundles).values(values(input)).returning({ id: bundles.id });
    return row!.id;
  },
  async update(tx, id, input) {
    await tx.update(bundles).set(values(input)).where(eq(bundles.id, id));
  },
  async remove(tx, id, current) {
    if (current.deposits > 0) throw inUse('admin.content.errors.bundleBought');
    await tx.delete(bundles).where(eq(bundles.id, id));
  },
};
