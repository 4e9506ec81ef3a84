import { ZAdminSettingsSchema, ZAdminSettingsUpdateSchema, okEnvelope } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
import { updateSettings } from './update-settings';

const tags = ['admin'];

/** Site settings for admins: every stored key, typed and range-checked. */
export default async function adminSettingsRoutes(app: FastifyInstance) {
  const api = typed(app);

  api.get(
    '/admin/settings',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        summary: 'Every stored setting (admin)',
        response: { 200: okEnvelope(ZAdminSettingsSchema) },
      },
    },
    async () => ok({ settings: await app.reference.settings() }),
  );

  api.put(
    '/admin/settings',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        summary: 'Change some settings; applies on every instance at once (admin, audited)',
        body: ZAdminSettingsUpdateSchema,
        response: { 200: okEnvelope(ZAdminSettingsSchema) },
      },
    },
    async (request) => ok({ settings: await updateSettings(app, request, request.body) }),
  );
}
