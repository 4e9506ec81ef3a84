import type { FastifyInstance } from 'fastify';
import adminAuditRoutes from './audit-routes';
import adminContentRoutes from './content-routes';
import adminDashboardRoutes from './dashboard-routes';
import adminMeRoutes from './me-routes';
import adminReportsRoutes from './reports-routes';
import adminSettingsRoutes from './settings-routes';
import adminUsersRoutes from './users-routes';

/**
 * The operator calls under /api/admin: dashboard, settings, users, reports, the
 * audit log and site content. Applications and payouts register their own (their modules own the rules).
 */
export default async function adminRoutes(app: FastifyInstance) {
  await app.register(adminMeRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminReportsRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminContentRoutes);
}
