import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { interlocutorPresence } from '../../db/schema';
import { cancelCompanionReply } from '../ai/cancel-reply';
import { participantIds, publishToUsers } from '../chat/events';
import { publishParticipants } from '../chat/join-topic';
import { takeGuestSeat } from '../chat/seat-queries';
import { type TopicRow } from '../chat/topic-queries';
import { publishSeatLines, storeSeatLines } from '../chat/seat-lines';
import { findTopicOrFail } from '../chat/topic-access';
import { chatErrors } from '../chat/chat-errors';
import { selectSeatRefusal } from '../chat/seat-policy';
import { interlocutorErrors } from './interlocutor-errors';
import { publishOfferClosed, publishSearchState } from './search-events';
import { clearSearchTimer } from './search-timers';
import {
  countHeldSeats,
  moveRequest,
  selectInterlocutorNickname,
  selectRequestForUpdate,
} from './search-queries';

/**
 * An interlocutor accepts a waiting request and takes the topic's guest seat; the topic
 * becomes `human`. The request row is locked, so of two accepting at once exactly one wins
 * and the other is told it was taken. At most `max_interlocutor_chats` seats at once.
 */
export async function acceptRequest(
  app: FastifyInstance,
  { userId, requestId, lang = 'en' }: { userId: number; requestId: number; lang?: string },
): Promise<TopicRow> {
  const settings = await app.reference.settings();
  const { topic, request, lines } = await app.db.transaction(async (tx) => {
    // One accept at a time per interlocutor, so the seat limit holds.
    await tx.insert(interlocutorPresence).values({ userId }).onConflictDoNothing();
    await tx
      .select({ userId: interlocutorPresence.userId })
      .from(interlocutorPresence)
      .where(eq(interlocutorPresence.userId, userId))
      .for('update');

    const current = await selectRequestForUpdate(tx, requestId);
    if (!current) throw interlocutorErrors.requestNotFound();
    if (current.ownerId === userId) throw interlocutorErrors.ownRequest();
    if (current.status === 'accepted') throw interlocutorErrors.requestTaken();
    if (current.status !== 'searching') throw interlocutorErrors.requestNotFound();
    if ((await countHeldSeats(tx, userId)) >= settings.max_interlocutor_chats) {
      throw interlocutorErrors.tooManyChats(settings.max_interlocutor_chats);
    }
    // Removed from this topic, or blocked by its owner (or the other way round): the search
    // goes on for someone else.
    const refusal = await selectSeatRefusal(tx, current.topicId, userId);
    if (refusal) throw chatErrors.seatRefused(refusal);
    if (!(await takeGuestSeat(tx, current.topicId, userId, { isMatchedInterlocutor: true }))) {
      // Someone joined the topic meanwhile, or its owner closed it: the request is over.
      await moveRequest(tx, current.id, 'searching', {
        status: 'cancelled',
        resolvedAt: new Date(),
      });
      return { topic: null, request: current, lines: [] };
    }
    const accepted = await moveRequest(tx, current.id, 'searching', {
      status: 'accepted',
      acceptedBy: userId,
      resolvedAt: new Date(),
    });
    if (!accepted) throw interlocutorErrors.requestTaken();
    const lines = await storeSeatLines(tx, current.topicId, ['joined']);
    return { topic: await findTopicOrFail(tx, current.topicId), request: accepted, lines };
  });
  clearSearchTimer(app, request.id);

  if (!topic) {
    app.notices.announce({ kind: 'offer_closed', requestId: request.id });
    await publishOfferClosed(app, request, 'cancelled');
    throw interlocutorErrors.requestTaken();
  }
  // A person holds the seat now: the companion's pending reply is withdrawn.
  await cancelCompanionReply(app, topic);
  const nickname = await selectInterlocutorNickname(app.db, userId);
  await publishSearchState(app, request, 'connected', nickname);
  await publishToUsers(app, participantIds(topic), () => ({
    type: 'mode',
    topic_id: topic.id,
    chat_mode: 'human',
  }));
  await publishParticipants(app, topic, 'joined');
  await publishSeatLines(app, topic, lines, { lang });
  await publishOfferClosed(app, request, 'taken');
  app.notices.announce({ kind: 'offer_closed', requestId: request.id });
  app.notices.announce({
    kind: 'seat',
    topicId: topic.id,
    ownerId: topic.userId,
    name: nickname ?? '',
    change: 'joined',
  });
  return topic;
}
