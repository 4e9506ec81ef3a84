import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  notificationMails,
  notificationPreferences,
  pushedTags,
  pushSubscriptions,
  topicViews,
} from '../../db/schema';

/**
 * What a deleted account leaves of its notifications: nothing. Its devices (and with them
 * their queued pushes), its choices, the record of mails sent, which conversations it was
 * viewing and which notifications its devices may still show. The account row itself stays
 * as a tombstone, so the tables' cascades never fire and each is deleted here.
 */
export async function eraseNotificationTraces(tx: Transaction, userId: number): Promise<void> {
  // Queued pushes go with their subscription (push_deliveries cascades on it).
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  await tx.delete(notificationMails).where(eq(notificationMails.userId, userId));
  await tx.delete(topicViews).where(eq(topicViews.userId, userId));
  await tx.delete(pushedTags).where(eq(pushedTags.userId, userId));
}
