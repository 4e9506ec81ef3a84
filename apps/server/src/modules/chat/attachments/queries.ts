import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { messages } from '../../../db/schema';

/** The message an attachment URL names: its topic and its stored attachments. */
export async function selectMessageAttachments(db: Executor, messageId: number) {
  const [row] = await db
    .select({ id: messages.id, topicId: messages.topicId, attachments: messages.attachments })
    .from(messages)
    .where(eq(messages.id, messageId));
  return row;
}
