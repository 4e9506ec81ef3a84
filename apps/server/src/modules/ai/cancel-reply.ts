import type { FastifyInstance } from 'fastify';
import { aiReplyJobs } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { TopicRow } from '../chat/topic-queries';
import { publishReplyCancelled } from './reply-frames';

/**
 * Drops the topic's pending companion reply (the topic went to `human`). A reply already
 * being written finds its job gone and is not stored. The owner's page stops `Writing...`.
 */
export async function cancelCompanionReply(app: FastifyInstance, topic: TopicRow): Promise<void> {
  const removed = await app.db
    .delete(aiReplyJobs)
    .where(eq(aiReplyJobs.topicId, topic.id))
    .returning({ id: aiReplyJobs.id });
  if (removed.length === 0) return;
  await publishReplyCancelled(app, {
    ownerId: topic.userId,
    topicId: topic.id,
    companionName: topic.companionName,
  });
}
