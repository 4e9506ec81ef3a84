import { chatErrorCodes } from '@parlor/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { topics } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { participantIds, publishToUsers } from '../chat/events';
import { leaveTopic } from '../chat/leave-topic';
import { closeTopic } from '../chat/topic-queries';
import { publishSeatLines, storeSeatLines } from '../chat/seat-lines';
import { findTopicOrFail } from '../chat/topic-access';
import { cancelSearch } from '../interlocutors/cancel-search';
import { selectOpenRequestOfTopic } from '../interlocutors/search-queries';

/** Closes an open topic of the leaving owner; a guest in it reads "The person left". */
async function closeOwnTopic(app: FastifyInstance, topicId: number, ownerId: number, lang: string) {
  if ((await selectOpenRequestOfTopic(app.db, topicId))?.status === 'searching') {
    await cancelSearch(app, { topicId }).catch(() => undefined);
  }
  const topic = await findTopicOrFail(app.db, topicId);
  const lines = await app.db.transaction(async (tx) => {
    if (!(await closeTopic(tx, topicId, ownerId))) return undefined;
    return topic.guestId === null ? [] : storeSeatLines(tx, topicId, ['left']);
  });
  if (!lines) return;
  await publishSeatLines(app, topic, lines, { lang });
  await publishToUsers(app, participantIds(topic), () => ({
    type: 'closed',
    topic_id: topicId,
    reason: 'owner',
  }));
}

/**
 * A deleted account leaves every conversation as its owner would: its own open topics close
 * (their guests read "The person left"), and every guest seat it holds goes free with the
 * usual leave lines ("The person left", "The companion is back"), matched seats included.
 */
export async function partFromTopics(
  app: FastifyInstance,
  { userId, lang }: { userId: number; lang: string },
): Promise<void> {
  const owned = await app.db
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.userId, userId), eq(topics.isClosed, false)));
  for (const { id } of owned) await closeOwnTopic(app, id, userId, lang);

  const seats = await app.db
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.guestId, userId), eq(topics.isClosed, false)));
  for (const { id } of seats) {
    try {
      await leaveTopic(app, { userId, topicId: id, lang });
    } catch (error) {
      // Left meanwhile (the owner removed them or closed the topic): nothing left to free.
      if (!(error instanceof AppError && error.code === chatErrorCodes.alreadyLeft)) throw error;
    }
  }
}
