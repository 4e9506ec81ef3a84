import { ZAdminMeSchema, ZLocalizationsSchema, okEnvelope } from '@parlor/contracts';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
import { currentUser } from '../../plugins/auth/auth';
import { readTranslations } from '../content/read-site-data';

/** Who is using the console (the web app loads it only when this answers 200), and its texts. */
export default async function adminMeRoutes(app: FastifyInstance) {
  typed(app).get(
    '/admin/me',
    {
      preValidation: app.requireModerator,
      schema: {
        tags: ['admin'],
        summary: "The caller's staff role (moderator, admin); 401/403 for everyone else",
        response: { 200: okEnvelope(ZAdminMeSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return ok({
        id: user.id,
        email: user.email,
        role: user.role === 'admin' ? 'admin' : 'moderator',
      });
    },
  );

  // The console's texts in the caller's language; /api/localizations leaves them out so that
  // nothing of the console reaches a non-staff visitor.
  typed(app).get(
    '/admin/localizations',
    {
      preValidation: app.requireModerator,
      schema: {
        tags: ['admin'],
        summary: "The console's UI texts (admin.*) in the caller's language",
        querystring: z.object({ lang_id: z.string().optional() }),
        response: { 200: okEnvelope(ZLocalizationsSchema) },
      },
    },
    async (request) => {
      if (request.languageId === null) return ok({});
      return ok(await readTranslations(app, request.languageId, 'console'));
    },
  );
}
