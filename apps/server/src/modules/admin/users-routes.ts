import {
  ZAdminIdParamsSchema,
  ZAdminLedgerQuerySchema,
  ZAdminLedgerRowSchema,
  ZAdminUserDetailSchema,
  ZAdminUserRowSchema,
  ZAdminUsersQuerySchema,
  ZBlockUserRequestSchema,
  ZSetUserRoleRequestSchema,
  ZUnblockUserRequestSchema,
  adminPage,
  centiToPoints,
} from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { okRoutes } from '../../lib/ok-routes';
import { announceUserChanged } from '../../plugins/auth/credential-events';
import { auditActor } from '../audit/write-audit';
import { blockUser, unblockUser } from './block-user';
import { setUserRole } from './set-user-role';
import { presentAdminUser, presentAdminUserDetail, presentPage, presentReport } from './present';
import { selectReportsOfUser } from './reports-queries';
import { searchUsers, selectAdminUser, selectLedgerPage, selectUserTopics } from './users-queries';

const tags = ['admin'];

/**
 * Users for operators: search, profile with balances, topics and reports, the ledger
 * (admins only: money), and blocking (moderators too).
 */
export default async function adminUsersRoutes(app: FastifyInstance) {
  const route = okRoutes(app, { tags, guard: app.requireModerator });

  route.get(
    '/admin/users',
    {
      summary: 'Search users by e-mail, nickname or id; paged and sorted (moderator, admin)',
      querystring: ZAdminUsersQuerySchema,
      answer: adminPage(ZAdminUserRowSchema),
    },
    async (request) =>
      ok(presentPage(request.query, await searchUsers(app.db, request.query), presentAdminUser)),
  );

  route.get(
    '/admin/users/:id',
    {
      summary: "A user's profile, balances, topics and reports by and about them",
      params: ZAdminIdParamsSchema,
      answer: ZAdminUserDetailSchema,
    },
    async (request) => {
      const userId = request.params.id;
      const [user, topics, reportsBy, reportsAbout] = await Promise.all([
        selectAdminUser(app.db, userId),
        selectUserTopics(app.db, userId),
        selectReportsOfUser(app.db, userId, 'by'),
        selectReportsOfUser(app.db, userId, 'about'),
      ]);
      if (!user) throw AppError.notFound();
      return ok({
        user: presentAdminUserDetail(user),
        topics: topics.map((topic) => ({
          id: topic.id,
          title: topic.title,
          role: topic.userId === userId ? ('owner' as const) : ('guest' as const),
          is_closed: topic.isClosed,
          closed_reason: topic.closedReason,
          created_at: topic.createdAt.toISOString(),
        })),
        reports_by: reportsBy.map((row) => presentReport(row, request.lang)),
        reports_about: reportsAbout.map((row) => presentReport(row, request.lang)),
      });
    },
  );

  route.get(
    '/admin/users/:id/ledger',
    {
      guard: app.requireAdmin,
      summary: "One page of a user's ledger, newest first (admin)",
      params: ZAdminIdParamsSchema,
      querystring: ZAdminLedgerQuerySchema,
      answer: adminPage(ZAdminLedgerRowSchema),
    },
    async (request) => {
      const { page, per_page: perPage, account } = request.query;
      const found = await selectLedgerPage(app.db, {
        userId: request.params.id,
        account,
        page,
        perPage,
      });
      return ok(
        presentPage(request.query, found, (row) => ({
          id: row.id,
          account: row.account,
          kind: row.kind,
          delta: centiToPoints(row.delta),
          balance_after: centiToPoints(row.balanceAfter),
          reference: row.reference,
          created_at: row.createdAt.toISOString(),
        })),
      );
    },
  );

  route.post(
    '/admin/users/:id/block',
    {
      summary:
        'Block a user from chat only or the whole account (sessions, tokens and sockets end at once); audited',
      params: ZAdminIdParamsSchema,
      body: ZBlockUserRequestSchema,
      answer: z.object({ user: ZAdminUserRowSchema }),
    },
    async (request) => {
      await blockUser(app, request, { userId: request.params.id, ...request.body });
      const user = await selectAdminUser(app.db, request.params.id);
      if (!user) throw AppError.notFound();
      return ok({ user: presentAdminUser(user) });
    },
  );

  route.post(
    '/admin/users/:id/unblock',
    {
      summary: "Lift a user's block, with a reason; audited",
      params: ZAdminIdParamsSchema,
      body: ZUnblockUserRequestSchema,
      answer: z.object({ user: ZAdminUserRowSchema }),
    },
    async (request) => {
      await unblockUser(app, request, { userId: request.params.id, reason: request.body.reason });
      const user = await selectAdminUser(app.db, request.params.id);
      if (!user) throw AppError.notFound();
      return ok({ user: presentAdminUser(user) });
    },
  );

  route.post(
    '/admin/users/:id/role',
    {
      guard: app.requireAdmin,
      summary: 'Give or take the moderator role (admins only), with a reason; audited',
      params: ZAdminIdParamsSchema,
      body: ZSetUserRoleRequestSchema,
      answer: z.object({ user: ZAdminUserRowSchema }),
    },
    async (request) => {
      await app.db.transaction((tx) =>
        setUserRole(tx, auditActor(request), { userId: request.params.id }, request.body),
      );
      // Every instance forgets the remembered role at once.
      await announceUserChanged(app, request.params.id);
      const user = await selectAdminUser(app.db, request.params.id);
      if (!user) throw AppError.notFound();
      return ok({ user: presentAdminUser(user) });
    },
  );
}
