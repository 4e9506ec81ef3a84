import { ZBundlePurchaseRequestSchema, ZBundleSchema } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { enforceRateLimits } from '../../adapters/rate-limit';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { okRoutes } from '../../lib/ok-routes';
import { typed } from '../../lib/typed';
import { currentUser } from '../../plugins/auth/auth';
import { ZCheckoutAnswerSchema, checkoutRateLimit } from './deposit-routes';
import { loadPricing } from './pricing';
import { selectBillingProfile } from './queries';
import { readBundles } from './read-bundles';
import { quoteTopUp } from './quote-top-up';
import { startCheckout } from './start-checkout';

const tags = ['money'];

/** Point bundles: the public price list. */
export default async function bundleRoutes(app: FastifyInstance) {
  const api = typed(app);
  const route = okRoutes(app, { tags });

  route.get(
    '/bundles/index',
    {
      summary: 'Active bundles, priced in the chosen currency (public)',
      answer: z.array(ZBundleSchema),
    },
    async (request) => ok((await readBundles(app, request, request.lang)).bundles),
  );

  api.post(
    '/bundles/purchase',
    {
      preValidation: app.requireVerifiedUser,
      schema: {
        tags,
        summary: "Start a card checkout for one bundle, billed with the profile's details",
        body: ZBundlePurchaseRequestSchema,
        response: { 200: ZCheckoutAnswerSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const pricing = await loadPricing(app, request);
      const quote = await quoteTopUp(app.db, pricing, { bundleId: request.body.bundle_id });
      const profile = await selectBillingProfile(app.db, user.id);
      if (!profile) throw AppError.unauthenticated();
      await enforceRateLimits(app.rateLimits, [checkoutRateLimit(user.id)]);
      const started = await startCheckout(app, {
        userId: user.id,
        quote,
        language: request.lang,
        billing: profile,
      });
      return { ...ok(started), redirect_url: started.redirect_url };
    },
  );
}
