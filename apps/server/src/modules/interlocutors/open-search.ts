import type { FastifyInstance } from 'fastify';
import { publishSeatLines, storeSeatLines } from '../chat/seat-lines';
import { interlocutorRequests } from '../../db/schema';
import { chatErrors } from '../chat/chat-errors';
import type { MessageRow, TopicRow } from '../chat/queries';
import { isUniqueViolation } from '../accounts/queries';
import { expireSearches } from './expire-searches';
import { publishOffer, publishSearchState } from './search-events';
import { armSearchTimer } from './search-timers';
import { moveRequest, selectOpenRequestOfTopic, type RequestRow } from './search-queries';

/**
 * The owner asks for a person: a request row with a deadline is opened and offered at once
 * to every available interlocutor. The topic stays in `ai` mode (the AI companion keeps
 * answering) until a person takes the seat. Asking again while searching answers the
 * running search.
 */
export async function openSearch(
  app: FastifyInstance,
  { topic }: { topic: TopicRow },
): Promise<RequestRow> {
  const settings = await app.reference.settings();
  let created = false;
  let lines: MessageRow[] = [];
  const request = await app.db
    .transaction(async (tx) => {
      const open = await selectOpenRequestOfTopic(tx, topic.id);
      if (open?.status === 'searching') return open;
      if (open?.status === 'accepted') {
        // Its interlocutor no longer holds the seat (the seat is free): that chat is over.
        if (topic.guestId !== null) throw chatErrors.guestPresent();
        await moveRequest(tx, open.id, 'accepted', { status: 'ended', endedAt: new Date() });
      }
      const deadline = new Date(Date.now() + settings.interlocutor_search_seconds * 1000);
      const [row] = await tx
        .insert(interlocutorRequests)
        .values({ topicId: topic.id, ownerId: topic.userId, deadlineAt: deadline })
        .returning();
      if (!row) throw new Error('request insert returned nothing');
      created = true;
      lines = await storeSeatLines(tx, topic.id, ['searching']);
      return row;
    })
    .catch(async (error: unknown) => {
      // Two tabs asking at once: the unique index lets one open it; answer that one.
      if (!isUniqueViolation(error)) throw error;
      const open = await selectOpenRequestOfTopic(app.db, topic.id);
      if (!open) throw error;
      return open;
    });

  if (created) {
    armSearchTimer(app, request.id, request.deadlineAt, (id) => expireSearches(app, id));
    await publishSearchState(app, request, 'searching');
    await publishSeatLines(app, topic, lines, { lang: 'en' });
    await publishOffer(app, request);
    app.notices.announce({
      kind: 'offer',
      requestId: request.id,
      topicId: request.topicId,
      ownerId: request.ownerId,
      deadlineAt: request.deadlineAt,
    });
  }
  return request;
}
