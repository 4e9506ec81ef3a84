import type { FastifyInstance } from 'fastify';
import { publishToUsers } from '../chat/events';
import type { MessageRow } from '../chat/message-rows';
import { publishSeatLines } from '../chat/seat-lines';
import { findTopicOrFail } from '../chat/topic-access';
import { offerOrder } from './offer-order';
import { selectAvailableInterlocutorIds } from './presence';
import { selectLatestRequestOfTopic, type RequestRow } from './search-queries';

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

function offerTo(app: FastifyInstance, recipients: number[], request: RequestRow) {
  return publishToUsers(app, recipients, () => ({
    type: 'interlocutor_offer',
    request_id: request.id,
    topic_id: request.topicId,
  }));
}

/**
 * Offers a new request to every available, online interlocutor (not the owner) — the
 * better-rated first when matching prefers them, the others after the head start if the
 * request is still searching then (their console lists it from then on anyway).
 */
export async function publishOffer(app: FastifyInstance, request: RequestRow) {
  const { first, later } = await offerOrder(app, request.ownerId);
  await offerTo(app, first, request);
  if (later.length === 0) return;
  const { rated_head_start_seconds: seconds } = await app.reference.settings();
  const timer = setTimeout(() => {
    void selectLatestRequestOfTopic(app.db, request.topicId)
      .then((current) =>
        current?.id === request.id && current.status === 'searching'
          ? offerTo(app, later, request)
          : undefined,
      )
      .catch((error: unknown) => app.log.error({ err: error }, 'later offer failed'));
  }, seconds * 1000);
  timer.unref();
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

/**
 * A search ended without a person (timed out or cancelled): the owner's page learns its
 * state and the stored line that says so, and the offer leaves the interlocutors' lists.
 */
export async function announceSearchEnd(
  app: FastifyInstance,
  request: RequestRow,
  status: 'timed_out' | 'cancelled',
  lines: MessageRow[],
) {
  await publishSearchState(app, request, status);
  const topic = await findTopicOrFail(app.db, request.topicId);
  await publishSeatLines(app, topic, lines, { lang: 'en' });
  await publishOfferClosed(app, request, status);
}
