import {
  ZAccountDeletionConfirmSchema,
  ZAccountDeletionRequestSchema,
  okEnvelope,
} from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
import { currentUser } from '../../plugins/auth/auth';
import { deleteAccount } from './delete-account';
import { requestAccountDeletion } from './request-account-deletion';

const tags = ['privacy'];
const okNull = okEnvelope(z.null());
const security: Record<string, string[]>[] = [{ session: [] }, { bearer: [] }];

/** The person's own data: delete the account (issue 29). */
export default async function privacyRoutes(app: FastifyInstance) {
  const api = typed(app);

  api.post(
    '/user/delete',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Ask to delete the own account: checks the password, refuses while a payout is pending, and mails a confirmation link (60 minutes)',
        body: ZAccountDeletionRequestSchema,
        response: { 200: okNull },
      },
    },
    async (request) => {
      await requestAccountDeletion(app, request, {
        userId: currentUser(request).id,
        password: request.body.password,
      });
      return ok(null, translate(request.lang, 'privacy.delete.linkSent'));
    },
  );

  api.post(
    '/user/delete/confirm',
    {
      schema: {
        tags,
        summary:
          "Delete the account of the mailed link's token at once: every session, token and socket ends, topics close, personal data is erased",
        body: ZAccountDeletionConfirmSchema,
        response: { 200: okNull },
      },
    },
    async (request) => {
      await deleteAccount(app, request, request.body.token);
      return ok(null, translate(request.lang, 'privacy.delete.deleted'));
    },
  );
}
