import { ZNotificationKindSchema, type TNotificationKind } from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notificationPreferences } from '../../db/schema';
import { readToken, signToken } from '../../lib/signed-token';

const unsubscribePurpose = 'mail-unsubscribe';
/** An unsubscribe link works for a year (a mail read much later may need it too). */
const unsubscribeLinkMs = 365 * 86_400_000;

/**
 * The signed link that stops one kind of e-mail for one user, without signing in. Every
 * module that mails notification news (offers, payouts, applications) adds one.
 */
export function unsubscribeLink(
  config: { appSecret: string; publicUrl: string },
  userId: number,
  kind: TNotificationKind,
): string {
  const expiresAt = new Date(Date.now() + unsubscribeLinkMs);
  const token = signToken(config.appSecret, unsubscribePurpose, [userId, kind], expiresAt);
  return `${config.publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Whose and which e-mails an unsubscribe token stops, when it is genuine and current. */
export function readUnsubscribeToken(secret: string, token: string) {
  const fields = readToken(secret, unsubscribePurpose, token, 2);
  const kind = ZNotificationKindSchema.safeParse(fields?.[1]);
  const userId = Number(fields?.[0]);
  if (!fields || !kind.success || !Number.isInteger(userId)) return undefined;
  return { userId, kind: kind.data };
}

/** Whether the user still wants this kind's e-mails (they may have unsubscribed). */
export async function isMailWanted(
  db: Executor,
  userId: number,
  kind: TNotificationKind,
): Promise<boolean> {
  const [row] = await db
    .select({ mailOffKinds: notificationPreferences.mailOffKinds })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return !row?.mailOffKinds.includes(kind);
}
