import type { TPushSettings } from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { presentPreferences, selectPreferences } from './preferences';
import { presentDevice, selectSubscriptionsOf } from './subscriptions';

/** What the account page shows: the VAPID key, the user's devices, their preferences. */
export async function pushSettingsOf(
  app: FastifyInstance,
  userId: number,
  lang: string,
): Promise<TPushSettings> {
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
}
