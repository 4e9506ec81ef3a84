import { ZAdminSettingsSchema, ZAdminSettingsUpdateSchema } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { okRoutes } from '../../lib/ok-routes';
import { updateSettings } from './update-settings';

const tags = ['admin'];

/** Site settings for admins: every stored key, typed and range-checked. */
export default async function adminSettingsRoutes(app: FastifyInstance) {
  const route = okRoutes(app, { tags, guard: app.requireAdmin });

  route.get(
    '/admin/settings',
    {
      summary: 'Every stored setting (admin)',
      answer: ZAdminSettingsSchema,
    },
    async () => ok({ settings: await app.reference.settings() }),
  );

  route.put(
    '/admin/settings',
    {
      summary: 'Change some settings; applies on every instance at once (admin, audited)',
      body: ZAdminSettingsUpdateSchema,
      answer: ZAdminSettingsSchema,
    },
    async (request) => ok({ settings: await updateSettings(app, request, request.body) }),
  );
}
