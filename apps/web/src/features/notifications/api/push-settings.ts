import {
  ZNotificationPreferencesSchema,
  ZPushSettingsSchema,
  okEnvelope,
  type TNotificationPreferences,
  type TPushSubscriptionBody,
} from '@parlor/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const pushSettingsQueryKey = ['push-settings'] as const;
const settingsEnvelope = okEnvelope(ZPushSettingsSchema);

/** `GET /api/push/settings`: the VAPID key, the devices, the preferences. */
export function usePushSettings() {
  return useQuery({
    queryKey: pushSettingsQueryKey,
    queryFn: async () => (await api.get('/push/settings', { schema: settingsEnvelope })).payload,
  });
}

const store = (payload: z.output<typeof ZPushSettingsSchema>) =>
  queryClient.setQueryData(pushSettingsQueryKey, payload);

/** `POST /api/push/subscriptions`: this browser receives notifications. */
export async function saveSubscription(body: TPushSubscriptionBody) {
  store((await api.post('/push/subscriptions', { body, schema: settingsEnvelope })).payload);
}

/** `DELETE /api/push/subscriptions`: this browser (by its endpoint) no longer does. */
export async function deleteSubscription(endpoint: string) {
  store(
    (await api.delete('/push/subscriptions', { body: { endpoint }, schema: settingsEnvelope }))
      .payload,
  );
}

/** `DELETE /api/push/subscriptions/{id}`: one of the listed devices. */
export async function removeDevice(id: number) {
  const answer = await api.delete(`/push/subscriptions/${id}`, { schema: settingsEnvelope });
  store(answer.payload);
  return answer.message;
}

/** `PUT /api/notifications/preferences`. */
export async function savePreferences(preferences: TNotificationPreferences) {
  const answer = await api.put('/notifications/preferences', {
    body: preferences,
    schema: okEnvelope(z.object({ preferences: ZNotificationPreferencesSchema })),
  });
  await queryClient.invalidateQueries({ queryKey: pushSettingsQueryKey });
  return answer.message;
}
