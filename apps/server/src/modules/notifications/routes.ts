import {
  ZNotificationPreferencesSchema,
  ZPushActionAnswerSchema,
  ZPushActionBodySchema,
  ZPushSettingsSchema,
  ZPushSubscriptionBodySchema,
  ZPushSubscriptionDeleteSchema,
  ZRequestIdParamsSchema,
  okEnvelope,
} from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
import { currentUser } from '../../plugins/auth/auth';
import { presentPreferences, savePreferences, selectPreferences } from './preferences';
import { runPushAction } from './push-action';
import {
  presentDevice,
  removeSubscription,
  saveSubscription,
  selectSubscriptionsOf,
} from './subscriptions';
import unsubscribeRoutes from './unsubscribe-routes';

const tags = ['notifications'];
const security: Record<string, string[]>[] = [{ session: [] }, { bearer: [] }];

/** Push subscriptions per device, notification preferences, the offer actions, unsubscribe. */
export default async function notificationRoutes(app: FastifyInstance) {
  const api = typed(app);

  const settingsOf = async (userId: number, lang: string) => {
    const [devices, preferences] = await Promise.all([
      selectSubscriptionsOf(app.db, [userId]),
      selectPreferences(app.db, [userId]),
    ]);
    const fallbackName = translate(lang, 'notifications.settings.unknownDevice');
    return {
      vapid_public_key: app.config.vapid.publicKey,
      devices: devices.map((row) => presentDevice(row, fallbackName)),
      preferences: presentPreferences(preferences.get(userId)!),
    };
  };

  api.get(
    '/push/settings',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        description: 'The VAPID public key, the devices receiving notifications, the preferences.',
        response: { 200: okEnvelope(ZPushSettingsSchema) },
      },
    },
    async (request) => ok(await settingsOf(currentUser(request).id, request.lang)),
  );

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

  api.put(
    '/notifications/preferences',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        description: 'What to be notified of, quiet hours in a time zone, private previews.',
        body: ZNotificationPreferencesSchema,
        response: { 200: okEnvelope(z.object({ preferences: ZNotificationPreferencesSchema })) },
      },
    },
    async (request) => {
      const saved = await savePreferences(app.db, currentUser(request).id, request.body);
      return ok(
        { preferences: presentPreferences(saved) },
        translate(request.lang, 'notifications.settings.saved'),
      );
    },
  );

  api.post(
    '/push/actions',
    {
      // The service worker posts the capability from the payload; there is no cookie to forge.
      config: { csrf: false },
      schema: {
        tags,
        description:
          'Accept or Decline pressed on an offer notification, with its signed token; 409 REQUEST_TAKEN when another interlocutor was first.',
        body: ZPushActionBodySchema,
        response: { 200: okEnvelope(ZPushActionAnswerSchema) },
      },
    },
    async (request) => {
      const answer = await runPushAction(app, { ...request.body, lang: request.lang });
      return ok(
        answer,
        answer.outcome === 'accepted'
          ? translate(request.lang, 'interlocutors.success.accepted')
          : undefined,
      );
    },
  );

  await app.register(unsubscribeRoutes);
}
