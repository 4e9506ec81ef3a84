import { ZSpendingAnswerSchema, ZSpendingQuerySchema, okEnvelope } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { typed } from '../../../lib/typed';
import { currentUser } from '../../../plugins/auth/auth';
import { selectSpending } from './select-spending';

/** What the caller's messages cost, grouped, beside the spec's calls. */
export default async function receiptsRoutes(app: FastifyInstance) {
  const api = typed(app);

  api.get(
    '/messages/spending',
    {
      // Signed in is enough: the account page reads it for every user, also before the
      // address is verified (a 403 there would send them to the verification page).
      preValidation: app.requireUser,
      schema: {
        tags: ['chat'],
        description:
          "Where the caller's points went: their message costs per topic and day (`utc_offset`: minutes east of UTC of their clock), newest first, with the listener's share. Only the caller's own.",
        querystring: ZSpendingQuerySchema,
        response: { 200: okEnvelope(ZSpendingAnswerSchema) },
      },
    },
    async (request) =>
      ok({
        data: await selectSpending(app.db, {
          userId: currentUser(request).id,
          utcOffsetMinutes: request.query.utc_offset,
        }),
      }),
  );
}
