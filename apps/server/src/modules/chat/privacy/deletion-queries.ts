import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { aiReplyJobs, messages, type MessageAttachment } from '../../../db/schema';

/**
 * SQL of deleting a conversation now. Every function takes the database
 * or an open transaction.
 */

/**
 * Deletes the messages of a topic — all of them, or only those `senderId` wrote — and
 * answers their attachments, whose files go once the transaction committed.
 */
export async function deleteTopicMessages(
  db: Executor,
  options: { topicId: number; senderId?: number },
): Promise<MessageAttachment[][]> {
  const rows = await db
    .delete(messages)
    .where(
      and(
        eq(messages.topicId, options.topicId),
        options.senderId === undefined ? undefined : eq(messages.senderId, options.senderId),
      ),
    )
    .returning({ attachments: messages.attachments });
  return rows.map((row) => row.attachments);
}

/** Drops the topic's pending companion reply: a reply being written finds it gone and is not stored. */
export async function deletePendingReply(db: Executor, topicId: number): Promise<void> {
  await db.delete(aiReplyJobs).where(eq(aiReplyJobs.topicId, topicId));
}

/** Whether the user wrote any message still stored in the topic. */
export async function hasOwnMessages(db: Executor, topicId: number, userId: number) {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.topicId, topicId), eq(messages.senderId, userId)))
    .limit(1);
  return row !== undefined;
}
