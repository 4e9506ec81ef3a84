import {
  ZAdminIdParamsSchema,
  ZAdminReportQueueItemSchema,
  ZAdminReportsQuerySchema,
  ZHandleReportRequestSchema,
  adminPage,
} from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { okRoutes } from '../../lib/ok-routes';
import { handleReport } from './handle-report';
import { presentEvidenceLine } from '../chat/present-evidence';
import { selectReportEvidence } from '../chat/report-evidence';
import { presentPage, presentReport } from './present';
import { selectReportQueue } from './reports-queries';

const tags = ['admin'];

/** The reports queue for moderators and admins. */
export default async function adminReportsRoutes(app: FastifyInstance) {
  const route = okRoutes(app, { tags, guard: app.requireModerator });

  route.get(
    '/admin/reports',
    {
      summary:
        "Topic and user reports with the reporter's note and the conversation they took part in (moderator, admin)",
      querystring: ZAdminReportsQuerySchema,
      answer: adminPage(ZAdminReportQueueItemSchema),
    },
    async (request) => {
      const found = await selectReportQueue(app.db, request.query);
      const evidence = await selectReportEvidence(
        app.db,
        found.rows.map((row) => ({
          id: row.id,
          topicId: row.topicId,
          topicOwnerId: row.topicOwnerId,
          createdAt: row.createdAt,
        })),
      );
      return ok(
        presentPage(request.query, found, (row) => {
          const kept = evidence.get(row.id);
          return {
            ...presentReport(row, request.lang),
            recent_messages: (kept?.lines ?? []).map((line) =>
              presentEvidenceLine(line, request.lang),
            ),
            evidence_removed: kept?.isRemoved ?? false,
          };
        }),
      );
    },
  );

  route.post(
    '/admin/reports/:id/handle',
    {
      summary:
        'Close the topic, block the reported user (chat or account) or dismiss; marks the report handled, notifies the reporter; audited',
      params: ZAdminIdParamsSchema,
      body: ZHandleReportRequestSchema,
      answer: z.object({ id: z.number().int() }),
    },
    async (request) => {
      await handleReport(app, request, { reportId: request.params.id, input: request.body });
      return ok({ id: request.params.id });
    },
  );
}
