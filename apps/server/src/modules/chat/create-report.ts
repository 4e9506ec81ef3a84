import type { TReportType } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { reports } from '../../db/schema';
import type { TopicRow } from './queries';
import { chatErrors } from './chat-errors';
import { assertVisible, findTopicOrFail } from './topic-access';

/**
 * Whom a report names. A topic report names the topic's owner, who cannot report it (422).
 * A user report names the other person in the conversation: for the owner the guest, or the
 * last guest after they left (when an owner most wants to report one); for the guest the
 * owner. Only the two of them can report a user; an owner who never had a guest has nobody
 * to report (422).
 */
function reportedUserOf(topic: TopicRow, userId: number, type: TReportType): number {
  const role = assertVisible(topic, userId);
  if (type === 'topic') {
    if (role === 'owner') throw chatErrors.ownTopic();
    return topic.userId;
  }
  if (role === 'visitor') throw chatErrors.notParticipant();
  const other = role === 'owner' ? (topic.guestId ?? topic.lastGuestId) : topic.userId;
  if (other === null) throw chatErrors.nobodyToReport();
  return other;
}

/** Files a report about a topic or about the other person in it, once per person named. */
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
  const reportedUserId = reportedUserOf(topic, userId, type);
  const [row] = await app.db
    .insert(reports)
    .values({ topicId, reporterId: userId, reportedUserId, type, reason: reason || null })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (!row) throw chatErrors.alreadyReported(type);
  return row;
}
