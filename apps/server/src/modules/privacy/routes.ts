import { ZAccountDeletionConfirmSchema, ZAccountDeletionRequestSchema } from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { enforceRateLimits, userRateLimit } from '../../adapters/rate-limit';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { okRoutes, sessionOrBearer } from '../../lib/ok-routes';
import { typed } from '../../lib/typed';
import { currentUser } from '../../plugins/auth/auth';
import { deleteAccount } from './delete-account';
import { exportFileName, exportUserData } from './export-data';
import { requestAccountDeletion } from './request-account-deletion';

const tags = ['privacy'];

/** Exports per user and hour: plenty for a person, too few to load the server with. */
export const exportRateLimit = (userId: number) => userRateLimit('export', userId, 5, 60 * 60_000);

/** The export's media type: JSON (RFC 6839 suffix), a file to keep rather than an API answer. */
export const exportMediaType = 'application/vnd.parlor.data-export+json; charset=utf-8';

/** The person's own data: download it, delete the account. */
export default async function privacyRoutes(app: FastifyInstance) {
  const api = typed(app);
  const route = okRoutes(app, { tags });

  route.post(
    '/user/delete',
    {
      guard: app.requireUser,
      security: sessionOrBearer,
      summary:
        'Ask to delete the own account: checks the password, refuses while a payout is pending, and mails a confirmation link (60 minutes)',
      body: ZAccountDeletionRequestSchema,
      answer: z.null(),
    },
    async (request) => {
      await requestAccountDeletion(app, request, {
        userId: currentUser(request).id,
        password: request.body.password,
      });
      return ok(null, translate(request.lang, 'privacy.delete.linkSent'));
    },
  );

  route.post(
    '/user/delete/confirm',
    {
      summary:
        "Delete the account of the mailed link's token at once: every session, token and socket ends, topics close, personal data is erased",
      body: ZAccountDeletionConfirmSchema,
      answer: z.null(),
    },
    async (request) => {
      await deleteAccount(app, request, request.body.token);
      return ok(null, translate(request.lang, 'privacy.delete.deleted'));
    },
  );

  api.get(
    '/user/export',
    {
      preValidation: [
        app.requireUser,
        async (request) =>
          enforceRateLimits(app.rateLimits, [exportRateLimit(currentUser(request).id)]),
      ],
      schema: {
        tags,
        security: sessionOrBearer,
        summary:
          "Download the caller's own data as one JSON file (streamed; 5 an hour): profile, preferences, balances, channel status, ledger, deposits, payouts (destinations masked), applications, sign-ins, API tokens and the messages of the open topics",
      },
    },
    async (request, reply) => {
      const viewer = { userId: currentUser(request).id, lang: request.lang };
      void reply
        .header('content-type', exportMediaType)
        .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(exportUserData(app, viewer)));
    },
  );
}
