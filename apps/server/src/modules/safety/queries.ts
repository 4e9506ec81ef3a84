import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rooms, safetyAlerts, topics, users } from '../../db/schema';
import { safeModeHours } from '../chat/safe-mode';

/** Puts the topic in safe mode for the next 24 hours (from now, also when it already was). */
export async function extendSafeMode(db: Executor, topicId: number): Promise<Date> {
  const [row] = await db
    .update(topics)
    .set({ safeUntil: sql`now() + make_interval(hours => ${safeModeHours})` })
    .where(eq(topics.id, topicId))
    .returning({ safeUntil: topics.safeUntil });
  if (!row?.safeUntil) throw new Error(`topic ${topicId} is gone`);
  return row.safeUntil;
}

/** Ends the topic's safe mode. */
export async function clearSafeMode(db: Executor, topicId: number): Promise<void> {
  await db.update(topics).set({ safeUntil: null }).where(eq(topics.id, topicId));
}

export async function insertSafetyAlert(
  db: Executor,
  values: { topicId: number; userId: number | null },
) {
  const [row] = await db.insert(safetyAlerts).values(values).returning();
  if (!row) throw new Error('alert insert returned nothing');
  return row;
}

/** Who wrote the words that put the topic in safe mode last (only they can end it). */
export async function selectLatestAlertAuthor(db: Executor, topicId: number) {
  const [row] = await db
    .select({ userId: safetyAlerts.userId })
    .from(safetyAlerts)
    .where(eq(safetyAlerts.topicId, topicId))
    .orderBy(desc(safetyAlerts.id))
    .limit(1);
  return row?.userId ?? null;
}

/** Staff who hear of alerts: moderators and admins who are not blocked. */
export async function selectModerators(db: Executor) {
  return db
    .select({ email: users.email, name: users.name, languageId: users.languageId })
    .from(users)
    .where(and(inArray(users.role, ['moderator', 'admin']), isNull(users.blockedAt)));
}

/** Open alerts first (newest first), then the handled ones, with their topic. */
export async function selectAlerts(db: Executor, { limit }: { limit: number }) {
  return db
    .select({
      alert: safetyAlerts,
      topicTitle: topics.title,
      roomTitle: rooms.title,
      safeUntil: topics.safeUntil,
      isClosed: topics.isClosed,
      topicOwnerId: topics.userId,
      userEmail: users.email,
      userName: users.name,
    })
    .from(safetyAlerts)
    .innerJoin(topics, eq(topics.id, safetyAlerts.topicId))
    .innerJoin(rooms, eq(rooms.id, topics.roomId))
    .leftJoin(users, eq(users.id, safetyAlerts.userId))
    .orderBy(sql`${safetyAlerts.handledAt} is not null`, desc(safetyAlerts.id))
    .limit(limit);
}

/** Marks an open alert handled; answers whether it was open. */
export async function markAlertHandled(
  db: Executor,
  { id, userId }: { id: number; userId: number },
) {
  const rows = await db
    .update(safetyAlerts)
    .set({ handledAt: new Date(), handledBy: userId })
    .where(and(eq(safetyAlerts.id, id), isNull(safetyAlerts.handledAt)))
    .returning({ id: safetyAlerts.id });
  return rows.length === 1;
}
