import type { FastifyInstance } from 'fastify';
import { topicRemovedGuests } from '../../db/schema';
import { chatErrors } from './chat-errors';
import { publishToUsers } from './events';
import { publishParticipants } from './join-topic';
import { releaseGuestSeat } from './seat-queries';
import { type TopicRow } from './topic-queries';
import { publishSeatLines, storeSeatLines } from './seat-lines';
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
  const freed = { ...topic, guestId: null, chatMode: 'ai' as const };
  // The removed person's tabs learn it (and leave the chat); the owner sees the seat free.
  await publishParticipants(app, freed, 'removed', [guestId]);
  await publishToUsers(app, [topic.userId], () => ({
    type: 'mode',
    topic_id: topicId,
    chat_mode: 'ai',
  }));
  await publishSeatLines(app, freed, lines, { lang });
  await app.chatPorts.interlocutors.onGuestLeft(app, topicId, guestId, { isRemovedByOwner: true });
  await app.chatPorts.interlocutors.cancelSearchIfRunning(app, { topicId, withLine: false });
  return findTopicOrFail(app.db, topicId);
}
