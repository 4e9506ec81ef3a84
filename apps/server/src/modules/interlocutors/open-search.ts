import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { publishSeatLines, storeSeatLines } from '../chat/seat-lines';
import { isSeatOpenToSearch } from '../chat/seat-policy';
import type { Executor } from '../../db/client';
import { interlocutorRequests } from '../../db/schema';
import { chatErrors } from '../chat/chat-errors';
import type { MessageRow } from '../chat/message-rows';
import type { TopicRow } from '../chat/topic-queries';
import { isUniqueViolation } from '../accounts/queries';
import { expireSearches } from './expire-searches';
import { publishOffer, publishSearchState } from './search-events';
import { armSearchTimer } from './search-timers';
import {
  moveRequest,
  selectDraftRequestOfTopic,
  selectOpenRequestOfTopic,
  type RequestRow,
} from './search-queries';

/** What the owner decided about the hand-off summary before the search started. */
export type HandoffChoice = Pick<
  RequestRow,
  'handoffStatus' | 'handoffSummary' | 'handoffDecidedAt'
>;

/** Refuses a search the seat rule or the seat itself does not allow. */
export function assertMaySearch(topic: TopicRow): void {
  // "Nobody — just me and the companion": no search for a person until the owner opens the seat.
  if (!isSeatOpenToSearch(topic)) throw chatErrors.seatClosedForSearch();
  if (topic.guestId !== null) throw chatErrors.guestPresent();
}

/**
 * The searching request: the owner's draft (when they read the hand-off summary first) moves
 * to `searching` with their choice, else a new one is opened. The deadline counts from now.
 */
async function startRequest(
  tx: Executor,
  topic: TopicRow,
  deadlineAt: Date,
  handoff: HandoffChoice | undefined,
): Promise<RequestRow> {
  const draft = await selectDraftRequestOfTopic(tx, topic.id);
  const values = { status: 'searching' as const, deadlineAt, createdAt: new Date(), ...handoff };
  const [row] = draft
    ? await tx
        .update(interlocutorRequests)
        .set(values)
        .where(eq(interlocutorRequests.id, draft.id))
        .returning()
    : await tx
        .insert(interlocutorRequests)
        .values({ topicId: topic.id, ownerId: topic.userId, ...values })
        .returning();
  if (!row) throw new Error('request write returned nothing');
  return row;
}

/**
 * The owner asks for a person — with their decision on the hand-off summary, when they were
 * asked for one: only now is a request with a deadline offered to every available
 * interlocutor, so nobody sees it before the owner decided what to share. The topic stays in
 * `ai` mode (the AI companion keeps answering) until a person takes the seat. Asking again
 * while searching answers the running search (a new choice replaces the earlier one) and
 * writes no second "Searching" line.
 */
export async function openSearch(
  app: FastifyInstance,
  { topic, handoff }: { topic: TopicRow; handoff?: HandoffChoice },
): Promise<RequestRow> {
  assertMaySearch(topic);
  const settings = await app.reference.settings();
  let created = false;
  let lines: MessageRow[] = [];
  const request = await app.db
    .transaction(async (tx) => {
      const open = await selectOpenRequestOfTopic(tx, topic.id);
      if (open?.status === 'searching') {
        if (!handoff) return open;
        const [decided] = await tx
          .update(interlocutorRequests)
          .set(handoff)
          .where(eq(interlocutorRequests.id, open.id))
          .returning();
        return decided ?? open;
      }
      if (open?.status === 'accepted') {
        // Its interlocutor no longer holds the seat (the seat is free): that chat is over.
        if (topic.guestId !== null) throw chatErrors.guestPresent();
        await moveRequest(tx, open.id, 'accepted', { status: 'ended', endedAt: new Date() });
      }
      const deadline = new Date(Date.now() + settings.interlocutor_search_seconds * 1000);
      const row = await startRequest(tx, topic, deadline, handoff);
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
