import type { TReportType } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { reports, userBlocks } from '../../db/schema';
import type { TopicRow } from './topic-queries';
import { nameShownInTopic } from './shown-name';
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

export interface ReportInput {
  userId: number;
  topicId: number;
  type: TReportType;
  /** A code of `reportReasons`, or the free words of an earlier client. */
  reason?: string | undefined;
  /** The reporter's own words (required with `other`, checked by the contract). */
  details?: string | undefined;
  /** Also block the person the report names: the two never share a topic again. */
  block?: boolean | undefined;
}

/**
 * Files a report about a topic or about the other person in it, once per person named, with
 * its reason. With `block` the reporter also blocks that person (even when they reported
 * them before): random chat and join never seat the two together again (seat-policy.ts).
 * Answers whom the report named, so the caller can end a conversation they share.
 */
export async function createReport(
  app: FastifyInstance,
  { userId, topicId, type, reason, details, block }: ReportInput,
): Promise<{ id: number; reportedUserId: number; topic: TopicRow }> {
  const topic = await findTopicOrFail(app.db, topicId);
  const reportedUserId = reportedUserOf(topic, userId, type);
  if (block) {
    await app.db
      .insert(userBlocks)
      .values({
        blockerId: userId,
        blockedId: reportedUserId,
        // For the blocker's list: the conversation and the name the person went by in it.
        topicId,
        shownName: await nameShownInTopic(app.db, topic, reportedUserId),
      })
      .onConflictDoNothing();
  }
  const [row] = await app.db
    .insert(reports)
    .values({
      topicId,
      reporterId: userId,
      reportedUserId,
      type,
      reason: reason || null,
      details: details ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (!row) throw chatErrors.alreadyReported(type);
  return { id: row.id, reportedUserId, topic };
}
