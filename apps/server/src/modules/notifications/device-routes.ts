import {
  ZPushSettingsSchema,
  ZPushSubscriptionBodySchema,
  ZPushSubscriptionDeleteSchema,
  ZRequestIdParamsSchema,
} from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { okRoutes, sessionOrBearer } from '../../lib/ok-routes';
import { currentUser } from '../../plugins/auth/auth';
import { pushSettingsOf } from './present-settings';
import { removeSubscription, saveSubscription } from './subscriptions';

const tags = ['notifications'];

/** The user's devices: this browser's subscription stored or removed, a listed one removed. */
export default async function deviceRoutes(app: FastifyInstance) {
  const route = okRoutes(app, { tags, guard: app.requireUser, security: sessionOrBearer });
  const settingsOf = (userId: number, lang: string) => pushSettingsOf(app, userId, lang);

  route.post(
    '/push/subscriptions',
    {
      description: "Stores this browser's push subscription (PushSubscription.toJSON()).",
      body: ZPushSubscriptionBodySchema,
      answer: ZPushSettingsSchema,
    },
    async (request) => {
      const userId = currentUser(request).id;
      await saveSubscription(app.db, userId, request.body);
      return ok(await settingsOf(userId, request.lang));
    },
  );

  route.delete(
    '/push/subscriptions',
    {
      description: "Removes this browser's subscription (by its endpoint).",
      body: ZPushSubscriptionDeleteSchema,
      answer: ZPushSettingsSchema,
    },
    async (request) => {
      const userId = currentUser(request).id;
      await removeSubscription(app.db, userId, { endpoint: request.body.endpoint });
      return ok(await settingsOf(userId, request.lang));
    },
  );

  route.delete(
    '/push/subscriptions/:id',
    {
      description: 'Removes one of the devices listed on the account page.',
      params: ZRequestIdParamsSchema,
      answer: ZPushSettingsSchema,
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
