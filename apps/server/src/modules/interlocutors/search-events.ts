import type { FastifyInstance } from 'fastify';
import { publishToUsers } from '../chat/events';
import { selectAvailableInterlocutorIds } from './presence';
import type { RequestRow } from './search-queries';

/** Tells the owner how their topic's search stands. */
export function publishSearchState(
  app: FastifyInstance,
  request: Pick<RequestRow, 'id' | 'topicId' | 'ownerId'>,
  status: 'searching' | 'connected' | 'timed_out' | 'cancelled' | 'ended',
  nickname: string | null = null,
) {
  return publishToUsers(app, [request.ownerId], () => ({
    type: 'interlocutor_search',
    topic_id: request.topicId,
    request_id: request.id,
    status,
    nickname,
  }));
}

/** Offers a new request to every available, online interlocutor (not the owner). */
export async function publishOffer(app: FastifyInstance, request: RequestRow) {
  const recipients = await selectAvailableInterlocutorIds(app.db, request.ownerId);
  await publishToUsers(app, recipients, () => ({
    type: 'interlocutor_offer',
    request_id: request.id,
    topic_id: request.topicId,
  }));
}

/** Withdraws an offer from the interlocutors' lists. */
export async function publishOfferClosed(
  app: FastifyInstance,
  request: RequestRow,
  reason: 'taken' | 'cancelled' | 'timed_out',
) {
  const recipients = await selectAvailableInterlocutorIds(app.db, request.ownerId);
  await publishToUsers(app, recipients, () => ({
    type: 'interlocutor_offer_closed',
    request_id: request.id,
    reason,
  }));
}
