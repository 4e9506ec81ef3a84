import {
  ZAdminPayoutSchema,
  ZAdminPayoutsQuerySchema,
  ZBalanceAdjustmentRequestSchema,
  ZBalanceAdjustmentSchema,
  ZIdSchema,
  ZPaginationMetaSchema,
  ZPayoutPaidRequestSchema,
  ZPayoutRejectRequestSchema,
  ZRevealedPayoutSchema,
  ZSetInterlocutorRequestSchema,
  ZSetInterlocutorSchema,
  paginationMeta,
} from '@parlor/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { okRoutes } from '../../lib/ok-routes';
import { auditActor, writeAudit } from '../audit/write-audit';
import { adjustBalance } from './adjust-balance';
import { presentAdminPayout, presentRevealedPayout } from './present';
import { processPayout, type PayoutDecision } from './process-payout';
import { setInterlocutor } from './set-interlocutor';
import { selectPayout, selectPayoutPage, selectUserEmail } from './queries';
import { announceUserChanged } from '../../plugins/auth/credential-events';

const tags = ['admin'];
export const adminPayoutsPerPage = 20;
const idParams = z.object({ id: ZIdSchema });

/**
 * Admin calls: payouts (list, reveal, paid, reject), balance adjustments and granting or
 * revoking interlocutor status. All audited.
 */
export default async function adminPayoutRoutes(app: FastifyInstance) {
  const route = okRoutes(app, { tags, guard: app.requireAdmin });
  /** Pays or rejects a pending payout and answers it as the console lists it. */
  const decide = async (request: FastifyRequest, payoutId: number, decision: PayoutDecision) => {
    const payout = await processPayout(app, request, { payoutId, decision });
    return ok(presentAdminPayout(payout, (await selectUserEmail(app.db, payout.userId)) ?? ''));
  };

  route.get(
    '/admin/payouts',
    {
      summary: 'Payouts, newest first, optionally by status (destinations masked)',
      querystring: ZAdminPayoutsQuerySchema,
      answer: z.object({ data: z.array(ZAdminPayoutSchema), meta: ZPaginationMetaSchema }),
    },
    async (request) => {
      const { status, page } = request.query;
      const { rows, total } = await selectPayoutPage(app.db, {
        status,
        page,
        perPage: adminPayoutsPerPage,
      });
      return ok({
        data: rows.map((row) => presentAdminPayout(row.payout, row.email)),
        meta: paginationMeta(page, adminPayoutsPerPage, total),
      });
    },
  );

  route.post(
    '/admin/payouts/:id/reveal',
    {
      summary: "A payout's full details, decrypted (written to the audit log)",
      params: idParams,
      answer: ZRevealedPayoutSchema,
    },
    async (request) => {
      const payout = await selectPayout(app.db, request.params.id);
      if (!payout) throw AppError.notFound();
      const email = (await selectUserEmail(app.db, payout.userId)) ?? '';
      await writeAudit(app.db, auditActor(request), {
        action: 'payout.reveal',
        objectType: 'payout',
        objectId: payout.id,
        before: null,
        after: { destination: payout.destinationMask },
      });
      return ok(presentRevealedPayout(payout, email, app.config.payoutEncryptionKey));
    },
  );

  route.post(
    '/admin/payouts/:id/paid',
    {
      summary: 'Mark a pending payout paid with its payment reference',
      params: idParams,
      body: ZPayoutPaidRequestSchema,
      answer: ZAdminPayoutSchema,
    },
    async (request) =>
      decide(request, request.params.id, { status: 'paid', reference: request.body.reference }),
  );

  route.post(
    '/admin/payouts/:id/reject',
    {
      summary: 'Reject a pending payout with a reason; the reserved points go back',
      params: idParams,
      body: ZPayoutRejectRequestSchema,
      answer: ZAdminPayoutSchema,
    },
    async (request) =>
      decide(request, request.params.id, { status: 'rejected', reason: request.body.reason }),
  );

  route.post(
    '/admin/users/:id/balance-adjustments',
    {
      summary:
        "Credit or debit a user's points or available earnings (signed points, reason required)",
      params: idParams,
      body: ZBalanceAdjustmentRequestSchema,
      answer: ZBalanceAdjustmentSchema,
    },
    async (request) =>
      ok(
        await adjustBalance(app, request, {
          userId: request.params.id,
          account: request.body.account,
          amount: request.body.amount,
          reason: request.body.reason,
        }),
      ),
  );

  route.post(
    '/admin/users/:id/interlocutor',
    {
      summary: "Grant or revoke a user's interlocutor status (reason required; audited)",
      params: idParams,
      body: ZSetInterlocutorRequestSchema,
      answer: ZSetInterlocutorSchema,
    },
    async (request) => {
      const result = await setInterlocutor(app.db, request, {
        userId: request.params.id,
        isInterlocutor: request.body.is_interlocutor,
        reason: request.body.reason,
      });
      await announceUserChanged(app, result.user_id);
      return ok(result);
    },
  );
}
