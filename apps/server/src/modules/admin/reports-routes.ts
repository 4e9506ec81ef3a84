import {
  ZAdminIdParamsSchema,
  ZAdminReportQueueItemSchema,
  ZAdminReportsQuerySchema,
  ZHandleReportRequestSchema,
  adminLimits,
  adminPage,
  okEnvelope,
  paginationMeta,
} from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
import { handleReport } from './handle-report';
import { presentReport } from './present';
import { selectRecentMessages, selectReportQueue } from './reports-queries';

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
          "Topic and user reports with the topic's recent messages and the reporter's note (moderator, admin)",
        querystring: ZAdminReportsQuerySchema,
        response: { 200: okEnvelope(adminPage(ZAdminReportQueueItemSchema)) },
      },
    },
    async (request) => {
      const { rows, total } = await selectReportQueue(app.db, request.query);
      const recent = await selectRecentMessages(
        app.db,
        [...new Set(rows.map((row) => row.topicId))],
        adminLimits.recentMessages,
      );
      return ok({
        items: rows.map((row) => ({
          ...presentReport(row),
          recent_messages: (recent.get(row.topicId) ?? []).map((message) => ({
            id: message.id,
            sender_id: message.senderId,
            sender_kind: message.senderKind,
            content: message.content,
            created_at: message.createdAt.toISOString(),
          })),
        })),
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
