import {
  ZCheckoutStartedSchema,
  ZDepositCheckoutRequestSchema,
  ZDepositHistoryQuerySchema,
  ZDepositHistoryRowSchema,
  ZDepositStatusSchema,
  maxRowId,
  okEnvelope,
} from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { enforceRateLimits, userRateLimit } from '../../adapters/rate-limit';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { okRoutes } from '../../lib/ok-routes';
import { typed } from '../../lib/typed';
import { currentUser } from '../../plugins/auth/auth';
import { billingPhone } from './billing-phone';
import { presentDepositHistoryRow, presentDepositStatus } from './present';
import { loadPricing } from './pricing';
import { countryExists, selectDepositHistory, selectOwnDeposit } from './queries';
import { quoteTopUp } from './quote-top-up';
import { startCheckout } from './start-checkout';

const tags = ['money'];

/** A started checkout; `redirect_url` is also answered at the top level (the spec's reading). */
export const ZCheckoutAnswerSchema = okEnvelope(ZCheckoutStartedSchema).extend({
  redirect_url: z.string(),
});

/** Starting checkouts costs a provider call; a person needs only a few per minute. */
export const checkoutRateLimit = (userId: number) =>
  userRateLimit('checkout', userId, 10, 5 * 60_000);

/** Card top-ups: start a checkout, poll its status, list the history. */
export default async function depositRoutes(app: FastifyInstance) {
  const api = typed(app);
  const route = okRoutes(app, { tags, guard: app.requireUser });

  api.post(
    '/deposit/checkout',
    {
      preValidation: app.requireVerifiedUser,
      schema: {
        tags,
        summary: 'Start a card top-up by amount (in the chosen currency) or bundle',
        body: ZDepositCheckoutRequestSchema,
        response: { 200: ZCheckoutAnswerSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      const pricing = await loadPricing(app, request);
      const quote = await quoteTopUp(app.db, pricing, {
        amount: body.amount,
        bundleId: body.bundle_id,
      });
      if (!(await countryExists(app.db, body.country))) {
        throw AppError.field('country', 'money.validation.countryRequired');
      }
      await enforceRateLimits(app.rateLimits, [checkoutRateLimit(user.id)]);
      const started = await startCheckout(app, {
        userId: user.id,
        quote,
        language: request.lang,
        billing: {
          name: body.name,
          surname: body.surname,
          email: body.email,
          // The validated number, in E.164; what the widget reported is only a hint.
          ...billingPhone(body.phone),
          countryId: body.country,
          city: body.city,
          address: body.address,
          postCode: body.postCode,
        },
      });
      return { ...ok(started), redirect_url: started.redirect_url };
    },
  );

  route.get(
    '/deposit/status/:id',
    {
      summary: "A deposit's status (its owner only; anyone else gets 404)",
      params: z.object({ id: z.string().max(20) }),
      answer: ZDepositStatusSchema,
    },
    async (request) => {
      const user = currentUser(request);
      const id = Number(request.params.id);
      const deposit =
        Number.isSafeInteger(id) && id > 0 && id <= maxRowId
          ? await selectOwnDeposit(app.db, user.id, id)
          : undefined;
      if (!deposit) throw AppError.notFound();
      return ok(presentDepositStatus(deposit));
    },
  );

  route.get(
    '/deposit/history',
    {
      summary: 'Successful top-ups, newest first',
      querystring: ZDepositHistoryQuerySchema,
      answer: z.array(ZDepositHistoryRowSchema),
    },
    async (request) => {
      const user = currentUser(request);
      const rows = await selectDepositHistory(app.db, user.id, request.query.limit);
      return ok(rows.map(presentDepositHistoryRow));
    },
  );
}
