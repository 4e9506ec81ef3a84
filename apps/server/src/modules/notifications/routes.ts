import {
  ZNotificationPreferencesSchema,
  ZPushActionAnswerSchema,
  ZPushActionBodySchema,
  ZPushSettingsSchema,
  okEnvelope,
} from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { okRoutes, sessionOrBearer } from '../../lib/ok-routes';
import { typed } from '../../lib/typed';
import { currentUser } from '../../plugins/auth/auth';
import { presentPreferences, savePreferences } from './preferences';
import { runPushAction } from './push-action';
import deviceRoutes from './device-routes';
import { pushSettingsOf } from './present-settings';
import unsubscribeRoutes from './unsubscribe-routes';

const tags = ['notifications'];

/** Push subscriptions per device, notification preferences, the offer actions, unsubscribe. */
export default async function notificationRoutes(app: FastifyInstance) {
  const api = typed(app);
  const route = okRoutes(app, { tags, guard: app.requireUser });

  const settingsOf = (userId: number, lang: string) => pushSettingsOf(app, userId, lang);

  route.get(
    '/push/settings',
    {
      security: sessionOrBearer,
      description: 'The VAPID public key, the devices receiving notifications, the preferences.',
      answer: ZPushSettingsSchema,
    },
    async (request) => ok(await settingsOf(currentUser(request).id, request.lang)),
  );

  route.put(
    '/notifications/preferences',
    {
      security: sessionOrBearer,
      description: 'What to be notified of, quiet hours in a time zone, private previews.',
      body: ZNotificationPreferencesSchema,
      answer: z.object({ preferences: ZNotificationPreferencesSchema }),
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

  await app.register(deviceRoutes);
  await app.register(unsubscribeRoutes);
}
