import { ZAuditQuerySchema, ZAuditRowSchema, adminPage, okEnvelope } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
import { selectAuditPage } from './audit-queries';
import { presentPage } from './present';

/** The audit log for admins: filter by admin, action, object and date. */
export default async function adminAuditRoutes(app: FastifyInstance) {
  typed(app).get(
    '/admin/audit-log',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Operator changes, newest first; filter by actor, action, object and date (admin)',
        querystring: ZAuditQuerySchema,
        response: { 200: okEnvelope(adminPage(ZAuditRowSchema)) },
      },
    },
    async (request) => {
      const found = await selectAuditPage(app.db, request.query);
      return ok(
        presentPage(request.query, found, (row) => ({
          id: row.id,
          actor_id: row.actorId,
          actor_email: row.actorEmail,
          actor_role: row.actorRole,
          action: row.action,
          object_type: row.objectType,
          object_id: row.objectId,
          before: row.before,
          after: row.after,
          ip: row.ip,
          created_at: row.createdAt.toISOString(),
        })),
      );
    },
  );
}
