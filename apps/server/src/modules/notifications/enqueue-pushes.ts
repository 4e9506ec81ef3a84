import type { TNotificationKind, TPushPayload } from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { pushDeliveries } from '../../db/schema';
import { selectPreferences, wantsPush } from './preferences';
import { rememberTags } from './pushed-tags';
import type { PushWorker } from './push-worker';
import { selectRecipients, type Recipient } from './recipients';
import { selectSubscriptionsOf } from './subscriptions';

/** How long the push service keeps a message for a device that is offline, and how urgent. */
export const deliveryOf: Record<
  TNotificationKind | 'clear',
  { ttl: number; urgency: 'very-low' | 'low' | 'normal' | 'high' }
> = {
  offer: { ttl: 300, urgency: 'high' },
  guest_message: { ttl: 86_400, urgency: 'high' },
  reply: { ttl: 86_400, urgency: 'normal' },
  seat: { ttl: 86_400, urgency: 'normal' },
  search_timeout: { ttl: 3600, urgency: 'normal' },
  account: { ttl: 7 * 86_400, urgency: 'low' },
  safety_alert: { ttl: 86_400, urgency: 'high' },
  clear: { ttl: 3600, urgency: 'low' },
};

/** Kinds about a conversation: with private previews they say nothing but that a message came. */
const conversationKinds: readonly (TNotificationKind | 'clear')[] = [
  'guest_message',
  'reply',
  'seat',
  'search_timeout',
];

/** One notification for one user, written in their language. */
export interface PushItem {
  userId: number;
  kind: TNotificationKind | 'clear';
  build: (recipient: Recipient) => TPushPayload;
  /** Seconds to keep it at the push service when not the kind's default (an offer's wait). */
  ttl?: number;
  /** What it is about (`request:12`), so that it can be withdrawn. */
  subject?: string;
}

/**
 * Queues a push message to every device of every recipient who wants this kind now (their
 * preferences and quiet hours in their time zone), as job rows, and sends them at once from
 * here. Answers the users that have a device at all (whether or not it was sent now).
 */
export async function enqueuePushes(
  app: FastifyInstance,
  worker: PushWorker,
  items: PushItem[],
): Promise<Set<number>> {
  const userIds = [...new Set(items.map((item) => item.userId))];
  if (userIds.length === 0) return new Set();
  const [subscriptions, preferences, recipients] = await Promise.all([
    selectSubscriptionsOf(app.db, userIds),
    selectPreferences(app.db, userIds),
    selectRecipients(app.db, userIds),
  ]);
  const withDevice = new Set(subscriptions.map((row) => row.userId));
  const recipientById = new Map(recipients.map((row) => [row.id, row]));
  const now = new Date();
  const tags: { userId: number; tag: string }[] = [];
  const rows = items.flatMap((item) => {
    const recipient = recipientById.get(item.userId);
    const preference = preferences.get(item.userId);
    if (!recipient || !preference || !withDevice.has(item.userId)) return [];
    if (item.kind !== 'clear' && !wantsPush(preference, item.kind, now)) return [];
    let payload = item.build(recipient);
    if (preference.privatePreviews && conversationKinds.includes(item.kind)) {
      const title = translate(recipient.lang, 'notifications.push.newMessage');
      payload = { ...payload, title, body: '' };
    }
    if (item.kind !== 'clear') tags.push({ userId: item.userId, tag: payload.tag });
    const { ttl, urgency } = deliveryOf[item.kind];
    return subscriptions
      .filter((subscription) => subscription.userId === item.userId)
      .map((subscription) => ({
        subscriptionId: subscription.id,
        payload,
        ttl: Math.max(0, Math.round(item.ttl ?? ttl)),
        urgency,
        subject: item.subject ?? null,
      }));
  });
  if (rows.length > 0) {
    await rememberTags(app.db, tags);
    const inserted = await app.db
      .insert(pushDeliveries)
      .values(rows)
      .returning({ id: pushDeliveries.id });
    worker.wake(inserted.map((row) => row.id));
  }
  return withDevice;
}
