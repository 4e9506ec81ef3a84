import { ZBundleSchema, okEnvelope } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
import { presentBundle } from './present';
import { loadPricing } from './pricing';
import { selectActiveBundles } from './queries';

const tags = ['money'];

/** Point bundles: the public price list. */
export default async function bundleRoutes(app: FastifyInstance) {
  const api = typed(app);

  api.get(
    '/bundles/index',
    {
      schema: {
        tags,
        summary: 'Active bundles, priced in the chosen currency (public)',
        response: { 200: okEnvelope(z.array(ZBundleSchema)) },
      },
    },
    async (request) => {
      const [pricing, rows] = await Promise.all([
        loadPricing(app, request),
        selectActiveBundles(app.db),
      ]);
      return ok(rows.map((row) => presentBundle(row, pricing, request.lang)));
    },
  );
}
