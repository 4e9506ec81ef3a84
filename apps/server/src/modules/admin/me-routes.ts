import { ZAdminMeSchema, okEnvelope } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
import { currentUser } from '../../plugins/auth/auth';

/** Who is using the console: the web app loads the console only when this answers 200. */
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
}
