import type { TJoinRefusal, TTopic } from '@parlor/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth/auth';
import { freeSendReason } from './message-cost';
import { presentTopic, roleIn, termsText } from './present';
import { isInSafeMode } from './safe-mode';
import { selectMatchedSeatTopicIds } from './seat-queries';
import { type TopicRow } from './topic-queries';
import { selectSeatRefusals } from './seat-policy';

/**
 * Presents topics for the caller of a request (their role, their companion, their language,
 * whether they may take the seat and why not, whether their messages are free). `rows`: the
 * topics to be presented, so that what depends on the caller is read in two statements.
 */
export async function topicPresenter(
  app: FastifyInstance,
  request: FastifyRequest,
  rows: readonly TopicRow[],
): Promise<(row: TopicRow) => TTopic> {
  const viewer = { userId: currentUser(request).id, lang: request.lang };
  const role = (row: TopicRow) => roleIn(row, viewer.userId);
  // Only a visitor of an open topic with a free seat may join it; only those are asked.
  const candidates = rows
    .filter((row) => !row.isClosed && row.guestId === null && role(row) === 'visitor')
    .map((row) => row.id);
  const guestOf = rows.filter((row) => role(row) === 'guest').map((row) => row.id);
  const [settings, refusals, matched] = await Promise.all([
    app.reference.settings(),
    selectSeatRefusals(app.db, viewer.userId, candidates),
    selectMatchedSeatTopicIds(app.db, viewer.userId, guestOf),
  ]);
  const terms = termsText(request.lang, settings.message_retention_days);
  const joinRefusal = (row: TopicRow): TJoinRefusal | null => {
    if (row.isClosed || role(row) !== 'visitor') return null;
    if (row.guestId !== null) return 'full';
    return refusals.get(row.id) ?? null;
  };
  return (row) => {
    const refusal = joinRefusal(row);
    return {
      ...presentTopic(row, viewer, terms, refusals.has(row.id) && refusal === null),
      join_refusal: refusal,
      free_sends: freeSendReason({
        isSafeMode: isInSafeMode(row),
        isMatchedInterlocutor: matched.has(row.id),
      }),
    };
  };
}
