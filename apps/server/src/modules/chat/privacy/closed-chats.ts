import type { TClosedChat } from '@parlor/contracts';
import { and, desc, eq, exists, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages, rooms, topics } from '../../../db/schema';
import { pickLocalized } from '../../../lib/localized';

const dayMs = 86_400_000;
/** The most closed conversations listed at once. */
const closedChatsShown = 20;

/**
 * The user's closed conversations (as owner, or as the guest seated when it closed) whose
 * messages are still stored, newest first, each with when the retention purge
 * (purge-closed-messages.ts) deletes them: `closed_at` + `message_retention_days`.
 */
export async function listClosedChats(
  app: FastifyInstance,
  { userId, lang }: { userId: number; lang: string },
): Promise<TClosedChat[]> {
  const [{ message_retention_days: days }, rows] = await Promise.all([
    app.reference.settings(),
    app.db
      .select({
        id: topics.id,
        title: topics.title,
        roomTitle: rooms.title,
        userId: topics.userId,
        closedAt: sql<Date>`coalesce(${topics.closedAt}, ${topics.updatedAt})`.mapWith(
          (value: string | Date) => new Date(value),
        ),
        hasOwnMessages: sql<boolean>`exists (
          select 1 from ${messages}
          where ${messages.topicId} = ${topics.id} and ${messages.senderId} = ${userId})`,
      })
      .from(topics)
      .innerJoin(rooms, eq(rooms.id, topics.roomId))
      .where(
        and(
          or(eq(topics.userId, userId), eq(topics.guestId, userId)),
          eq(topics.isClosed, true),
          exists(
            app.db
              .select({ one: sql`1` })
              .from(messages)
              .where(eq(messages.topicId, topics.id)),
          ),
        ),
      )
      .orderBy(desc(topics.closedAt), desc(topics.id))
      .limit(closedChatsShown),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    room_title: pickLocalized(row.roomTitle, lang),
    closed_at: row.closedAt.toISOString(),
    deletes_at: new Date(row.closedAt.getTime() + days * dayMs).toISOString(),
    is_owner: row.userId === userId,
    has_own_messages: row.hasOwnMessages,
  }));
}
