import {
  ZAdminIdParamsSchema,
  ZAdminReportQueueItemSchema,
  ZAdminReportsQuerySchema,
  ZHandleReportRequestSchema,
  adminPage,
  okEnvelope,
  paginationMeta,
} from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
import { handleReport } from './handle-report';
import { presentEvidenceLine } from '../chat/present-evidence';
import { selectReportEvidence } from '../chat/report-evidence';
import { presentReport } from './present';
import { selectReportQueue } from './reports-queries';

const tags = ['admin'];

/** The reports queue for moderators and admins. */
export default async function adminReportsRoutes(app: FastifyInstance) {
  const api = typed(app);

  api.get(
    '/admin/reports',
    {
      preValidation: app.requireModerator,
      schema: {
        tags,
        summary:
          "Topic and user reports with the reporter's note and the conversation they took part in (moderator, admin)",
        querystring: ZAdminReportsQuerySchema,
        response: { 200: okEnvelope(adminPage(ZAdminReportQueueItemSchema)) },
      },
    },
    async (request) => {
      const { rows, total } = await selectReportQueue(app.db, request.query);
      const evidence = await selectReportEvidence(
        app.db,
        rows.map((row) => ({
          id: row.id,
          topicId: row.topicId,
          topicOwnerId: row.topicOwnerId,
          createdAt: row.createdAt,
        })),
      );
      return ok({
        items: rows.map((row) => {
          const kept = evidence.get(row.id);
          return {
            ...presentReport(row, request.lang),
            recent_messages: (kept?.lines ?? []).map((line) =>
              presentEvidenceLine(line, request.lang),
            ),
            evidence_removed: kept?.isRemoved ?? false,
          };
        }),
        meta: paginationMeta(request.query.page, request.query.per_page, total),
      });
    },
  );

  api.post(
    '/admin/reports/:id/handle',
    {
      preValidation: app.requireModerator,
      schema: {
        tags,
        summary:
          'Close the topic, block the reported user (chat or account) or dismiss; marks the report handled, notifies the reporter; audited',
        params: ZAdminIdParamsSchema,
        body: ZHandleReportRequestSchema,
        response: { 200: okEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      await handleReport(app, request, { reportId: request.params.id, input: request.body });
      return ok({ id: request.params.id });
    },
  );
}
