import type { TPushDevice, TPushSubscriptionBody } from '@parlor/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pushSubscriptions, type PushSubscriptionRow } from '../../db/schema';

/**
 * Stores the browser's subscription for the user. An endpoint is one browser profile: made
 * again (new keys) or by another user signing in on that browser, it moves to them.
 */
export async function saveSubscription(
  db: Executor,
  userId: number,
  body: TPushSubscriptionBody,
): Promise<PushSubscriptionRow> {
  const values = {
    userId,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    device: body.device ?? '',
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ endpoint: body.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning();
  if (!row) throw new Error('subscription upsert returned nothing');
  return row;
}

/** Removes one of the user's subscriptions, by endpoint or id; answers whether it existed. */
export async function removeSubscription(
  db: Executor,
  userId: number,
  which: { endpoint: string } | { id: number },
): Promise<boolean> {
  const match =
    'endpoint' in which
      ? eq(pushSubscriptions.endpoint, which.endpoint)
      : eq(pushSubscriptions.id, which.id);
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), match))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** The subscriptions of these users. */
export async function selectSubscriptionsOf(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds))
    .orderBy(asc(pushSubscriptions.id));
}

export function presentDevice(row: PushSubscriptionRow, fallbackName: string): TPushDevice {
  return {
    id: row.id,
    device: row.device || fallbackName,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}
