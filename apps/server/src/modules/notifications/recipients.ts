import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { selectAvailableInterlocutorIdsWhere } from '../interlocutors/presence';
import { languages, topicViews, users } from '../../db/schema';

/** Who a notification goes to: their address and language. */
export interface Recipient {
  id: number;
  email: string;
  name: string;
  lang: string;
}

export async function selectRecipients(db: Executor, userIds: number[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, lang: languages.code })
    .from(users)
    .leftJoin(languages, eq(languages.id, users.languageId))
    .where(inArray(users.id, userIds));
  return rows.map((row) => ({ ...row, lang: row.lang ?? 'en' }));
}

/**
 * Approved interlocutors (not the owner) who switched "Available for chats" on, whether a
 * tab of theirs is open or not: those without one are the reason for push and e-mail.
 */
export async function selectOfferRecipientIds(db: Executor, ownerId: number): Promise<number[]> {
  return selectAvailableInterlocutorIdsWhere(db, ownerId, sql`${users.blockedAt} is null`);
}

/** Moderators and admins. */
export async function selectStaffIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.role} in ('moderator', 'admin')`);
  return rows.map((row) => row.id);
}

/** A socket that has not confirmed its view for this long belongs to a gone instance. */
export const topicViewStaleMs = 90_000;

/** Of these users, those who have the topic open in a visible tab on some device. */
export async function selectViewerIds(
  db: Executor,
  topicId: number,
  userIds: number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: topicViews.userId })
    .from(topicViews)
    .where(
      and(
        eq(topicViews.topicId, topicId),
        inArray(topicViews.userId, userIds),
        sql`${topicViews.seenAt} > now() - ${`${topicViewStaleMs} milliseconds`}::interval`,
      ),
    );
  return new Set(rows.map((row) => row.userId));
}
