import type { FastifyInstance } from 'fastify';
import { topicRemovedGuests } from '../../db/schema';
import { chatErrors } from './chat-errors';
import { announceGuestLeft } from './leave-topic';
import { releaseGuestSeat } from './seat-queries';
import { type TopicRow } from './topic-queries';
import { storeSeatLines } from './seat-lines';
import { assertParticipant, findTopicOrFail } from './topic-access';

/**
 * The owner removes the person in the guest seat: they lose the seat, may never take it
 * again (`topic_removed_guests`, checked by every way into the seat), and the companion is
 * back at once — the conversation says so in system lines ("The owner removed the person
 * from this chat.", "The companion is back."). A matched interlocutor's conversation ends.
 */
export async function removeGuest(
  app: FastifyInstance,
  { userId, topicId, lang }: { userId: number; topicId: number; lang: string },
): Promise<TopicRow> {
  const { topic, guestId, lines } = await app.db.transaction(async (tx) => {
    const current = await findTopicOrFail(tx, topicId, 'update');
    if (assertParticipant(current, userId) !== 'owner') throw chatErrors.notOwnerOfSeat();
    const guest = current.guestId;
    if (guest === null) throw chatErrors.noGuest();
    await tx.insert(topicRemovedGuests).values({ topicId, userId: guest }).onConflictDoNothing();
    if (!(await releaseGuestSeat(tx, topicId, guest))) throw chatErrors.noGuest();
    return {
      topic: current,
      guestId: guest,
      lines: await storeSeatLines(tx, topicId, ['removed', 'companionBack']),
    };
  });
  await announceGuestLeft(app, { topic, userId: guestId, lines, lang, isRemovedByOwner: true });
  return findTopicOrFail(app.db, topicId);
}
