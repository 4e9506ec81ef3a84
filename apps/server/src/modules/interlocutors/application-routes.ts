import {
  ZAdminApplicationsPageSchema,
  ZAdminApplicationsQuerySchema,
  ZApplicationAnswerSchema,
  ZApplicationFormSchema,
  ZApplicationIdParamsSchema,
  ZApplicationStatusSchema,
  ZApproveApplicationSchema,
  ZRejectApplicationSchema,
  paginationMeta,
} from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { okRoutes } from '../../lib/ok-routes';
import { currentUser } from '../../plugins/auth/auth';
import { auditActor } from '../audit/write-audit';
import { selectApplicationsPage, selectLatestApplication } from './application-queries';
import { interlocutorErrors } from './interlocutor-errors';
import { presentAdminApplication, presentApplication } from './present-application';
import { reviewApplication } from './review-application';
import { submitApplication } from './submit-application';

const applicationsPerPage = 20;

/** Applying to become an interlocutor (spec §7) and the admin review of applications. */
export default async function applicationRoutes(app: FastifyInstance) {
  const route = okRoutes(app, { tags: ['admin'], guard: app.requireAdmin });

  route.post(
    '/become-contributor',
    {
      guard: app.requireVerifiedUser,
      tags: ['interlocutors'],
      description:
        'Files an application to become an interlocutor (one pending per user; again after a result). `helpDescription` is accepted for `help_description`.',
      body: ZApplicationFormSchema,
      answer: ZApplicationAnswerSchema,
    },
    async (request) => {
      const row = await submitApplication(app, {
        userId: currentUser(request).id,
        form: request.body,
      });
      return ok(
        { application: presentApplication(row) },
        translate(request.lang, 'interlocutors.success.submitted'),
      );
    },
  );

  route.get(
    '/become-contributor/status',
    {
      guard: app.requireVerifiedUser,
      tags: ['interlocutors'],
      description: "The caller's current application and its review result; 404 when none.",
      answer: ZApplicationStatusSchema,
    },
    async (request) => {
      const row = await selectLatestApplication(app.db, currentUser(request).id);
      if (!row) throw interlocutorErrors.applicationNotFound();
      return ok({ has_application: true, application: presentApplication(row) });
    },
  );

  route.get(
    '/admin/applications',
    {
      description: 'Applications, newest first, 20 per page, optionally of one status.',
      querystring: ZAdminApplicationsQuerySchema,
      answer: ZAdminApplicationsPageSchema,
    },
    async (request) => {
      const { status, page } = request.query;
      const { rows, total } = await selectApplicationsPage(app.db, {
        status,
        limit: applicationsPerPage,
        offset: (page - 1) * applicationsPerPage,
      });
      return ok({
        data: rows.map(presentAdminApplication),
        meta: paginationMeta(page, applicationsPerPage, total),
      });
    },
  );

  route.post(
    '/admin/applications/:id/approve',
    {
      description:
        'Approves a pending application: the applicant becomes an interlocutor and is told by e-mail. Audited.',
      params: ZApplicationIdParamsSchema,
      body: ZApproveApplicationSchema,
      answer: ZApplicationAnswerSchema,
    },
    async (request) => {
      const row = await reviewApplication(app, {
        actor: auditActor(request),
        applicationId: request.params.id,
        result: 'approved',
        note: request.body?.note || null,
      });
      return ok(
        { application: presentApplication(row) },
        translate(request.lang, 'interlocutors.success.approved'),
      );
    },
  );

  route.post(
    '/admin/applications/:id/reject',
    {
      description:
        'Rejects a pending application with a required note; the applicant is told by e-mail and may apply again. Audited.',
      params: ZApplicationIdParamsSchema,
      body: ZRejectApplicationSchema,
      answer: ZApplicationAnswerSchema,
    },
    async (request) => {
      const row = await reviewApplication(app, {
        actor: auditActor(request),
        applicationId: request.params.id,
        result: 'rejected',
        note: request.body.note,
      });
      return ok(
        { application: presentApplication(row) },
        translate(request.lang, 'interlocutors.success.rejected'),
      );
    },
  );
}
