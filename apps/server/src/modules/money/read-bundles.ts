import type { TBundle } from '@parlor/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { presentBundle } from './present';
import { loadPricing } from './pricing';
import { selectActiveBundles } from './queries';

/**
 * The active bundles priced in the request's currency, described in `lang`: what
 * `GET /api/bundles/index` answers and the home page's inlined start-up data carries.
 */
export async function readBundles(
  app: FastifyInstance,
  request: FastifyRequest,
  lang: string,
): Promise<{ currency: string; bundles: TBundle[] }> {
  const [pricing, rows] = await Promise.all([
    loadPricing(app, request),
    selectActiveBundles(app.db),
  ]);
  return {
    currency: pricing.currency.code,
    bundles: rows.map((row) => presentBundle(row, pricing, lang)),
  };
}
