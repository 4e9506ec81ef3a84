import {
  ZPushSettingsSchema,
  ZPushSubscriptionBodySchema,
  ZPushSubscriptionDeleteSchema,
  ZRequestIdParamsSchema,
  okEnvelope,
} from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
import { currentUser } from '../../plugins/auth/auth';
import { pushSettingsOf } from './present-settings';
import { removeSubscription, saveSubscription } from './subscriptions';

const tags = ['notifications'];
const security: Record<string, string[]>[] = [{ session: [] }, { bearer: [] }];

/** The user's devices: this browser's subscription stored or removed, a listed one removed. */
export default async function deviceRoutes(app: FastifyInstance) {
  const api = typed(app);
  const settingsOf = (userId: number, lang: string) => pushSettingsOf(app, userId, lang);

  api.post(
    '/push/subscriptions',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        description: "Stores this browser's push subscription (PushSubscription.toJSON()).",
        body: ZPushSubscriptionBodySchema,
        response: { 200: okEnvelope(ZPushSettingsSchema) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await saveSubscription(app.db, userId, request.body);
      return ok(await settingsOf(userId, request.lang));
    },
  );

  api.delete(
    '/push/subscriptions',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        description: "Removes this browser's subscription (by its endpoint).",
        body: ZPushSubscriptionDeleteSchema,
        response: { 200: okEnvelope(ZPushSettingsSchema) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await removeSubscription(app.db, userId, { endpoint: request.body.endpoint });
      return ok(await settingsOf(userId, request.lang));
    },
  );

  api.delete(
    '/push/subscriptions/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        description: 'Removes one of the devices listed on the account page.',
        params: ZRequestIdParamsSchema,
        response: { 200: okEnvelope(ZPushSettingsSchema) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await removeSubscription(app.db, userId, { id: request.params.id });
      return ok(
        await settingsOf(userId, request.lang),
        translate(request.lang, 'notifications.settings.deviceRemoved'),
      );
    },
  );
}
