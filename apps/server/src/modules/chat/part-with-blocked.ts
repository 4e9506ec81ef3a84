import { chatErrorCodes } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { TopicRow } from './topic-queries';
import { leaveTopic } from './leave-topic';
import { removeGuest } from './remove-guest';

/**
 * After a block, the two stop sharing the topic of the report: an owner who blocked their
 * guest removes them; a guest who blocked the owner leaves the seat.
 */
export async function partWithBlocked(
  app: FastifyInstance,
  {
    userId,
    report,
    lang,
  }: { userId: number; report: { reportedUserId: number; topic: TopicRow }; lang: string },
): Promise<void> {
  const { topic, reportedUserId } = report;
  if (topic.isClosed || topic.guestId === null) return;
  try {
    if (topic.userId === userId && topic.guestId === reportedUserId) {
      await removeGuest(app, { userId, topicId: topic.id, lang });
    } else if (topic.guestId === userId && topic.userId === reportedUserId) {
      await leaveTopic(app, { userId, topicId: topic.id, lang });
    }
  } catch (error) {
    // They parted meanwhile (left, or the seat changed hands): nothing left to end.
    const parted: unknown[] = [chatErrorCodes.noGuest, chatErrorCodes.alreadyLeft];
    if (!(error instanceof AppError && parted.includes(error.code))) throw error;
  }
}
