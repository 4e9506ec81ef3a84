import type { TReportType } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { reports } from '../../db/schema';
import { chatErrors } from './chat-errors';
import { roleIn } from './present';
import { assertVisible, findTopicOrFail } from './topic-access';

/**
 * Files a report about a topic or about the other person in it (the guest for the owner,
 * the owner for everyone else), once per reporter, topic and type.
 */
export async function createReport(
  app: FastifyInstance,
  {
    userId,
    topicId,
    type,
    reason,
  }: { userId: number; topicId: number; type: TReportType; reason?: string | undefined },
): Promise<{ id: number }> {
  const topic = await findTopicOrFail(app.db, topicId);
  assertVisible(topic, userId);
  const reportedUserId =
    type === 'user' ? (roleIn(topic, userId) === 'owner' ? topic.guestId : topic.userId) : null;
  const [row] = await app.db
    .insert(reports)
    .values({ topicId, reporterId: userId, reportedUserId, type, reason: reason || null })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (!row) throw chatErrors.alreadyReported(type);
  return row;
}
