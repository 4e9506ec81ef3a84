import {
  ZPayoutDestinationCheckSchema,
  ZPayoutDestinationStatusSchema,
  ZPayoutMethodsSchema,
  ZPayoutRequestSchema,
  ZPayoutSchema,
  centiToPoints,
  minorToAmount,
  okEnvelope,
  payoutMethods,
} from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { enforceRateLimits, userRateLimit } from '../../adapters/rate-limit';
import { users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { okRoutes } from '../../lib/ok-routes';
import { typed } from '../../lib/typed';
import { currentUser } from '../../plugins/auth/auth';
import { loadPricing } from '../money/pricing';
import { amountForPoints, payoutLimits } from './payout-amounts';
import { presentPayout } from './present';
import { selectOwnPayouts } from './queries';
import { hasFreshSignIn, isKnownDestination, requestPayout } from './request-payout';

const tags = ['payouts'];

/** Payout requests per user: enough for corrections, too few to probe card numbers. */
export const payoutRateLimit = (userId: number, limit: number) =>
  userRateLimit('payout', userId, limit, 60 * 60_000);

/** Interlocutors cash out available earnings: methods and limits, request, history. */
export default async function payoutRoutes(app: FastifyInstance) {
  const api = typed(app);
  const route = okRoutes(app, { tags, guard: app.requireInterlocutor });

  route.get(
    '/payouts/methods',
    {
      summary: 'Payout methods, the limits in the chosen currency and the available earnings',
      answer: ZPayoutMethodsSchema,
    },
    async (request) => {
      const user = currentUser(request);
      const pricing = await loadPricing(app, request);
      const { minMinor, maxMinor } = payoutLimits(pricing);
      const code = pricing.currency.code;
      const [row] = await app.db
        .select({ available: users.earningsAvailable })
        .from(users)
        .where(eq(users.id, user.id));
      const available = row?.available ?? 0;
      return ok({
        methods: payoutMethods.map((id) => ({
          id,
          name: translate(request.lang, `payouts.methods.${id}`),
        })),
        min_amount: minorToAmount(minMinor, code),
        max_amount: maxMinor === null ? null : minorToAmount(maxMinor, code),
        currency: code,
        symbol: pricing.currency.symbol,
        available_points: centiToPoints(available),
        available_amount: minorToAmount(amountForPoints(available, pricing), code),
      });
    },
  );

  api.post(
    '/payouts',
    {
      // Counted before validation: every attempt counts, a malformed one too.
      preValidation: [
        app.requireInterlocutor,
        async (request) =>
          enforceRateLimits(app.rateLimits, [
            payoutRateLimit(currentUser(request).id, app.config.payoutsPerHour),
          ]),
      ],
      schema: {
        tags,
        summary:
          'Request a payout of available earnings (amount in the chosen currency); a destination not used before needs a password sign-in within 10 minutes or `password`',
        body: ZPayoutRequestSchema,
        response: { 201: okEnvelope(ZPayoutSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const pricing = await loadPricing(app, request);
      const payout = await requestPayout(app, request, { user, body: request.body, pricing });
      void reply.status(201);
      return ok(presentPayout(payout), translate(request.lang, 'payouts.modal.success'));
    },
  );

  route.post(
    '/payouts/destination-check',
    {
      guard: [
        app.requireInterlocutor,
        async (request) =>
          enforceRateLimits(app.rateLimits, [
            userRateLimit('payout-destination', currentUser(request).id, 120, 60 * 60_000),
          ]),
      ],
      summary:
        'Whether a payout to this destination needs `password` (never paid to before and no password sign-in within 10 minutes): the form shows the field up front',
      body: ZPayoutDestinationCheckSchema,
      answer: ZPayoutDestinationStatusSchema,
    },
    async (request) => {
      const user = currentUser(request);
      const isNew = !(await isKnownDestination(app, user.id, request.body));
      return ok({
        is_new: isNew,
        needs_password: isNew && !(await hasFreshSignIn(app, request)),
      });
    },
  );

  route.get(
    '/payouts',
    {
      summary: "The caller's payouts, newest first (destinations masked)",
      answer: z.array(ZPayoutSchema),
    },
    async (request) => {
      const user = currentUser(request);
      const rows = await selectOwnPayouts(app.db, user.id);
      return ok(rows.map(presentPayout));
    },
  );
}
