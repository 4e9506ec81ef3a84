import type { TTopic } from '@parlor/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth/auth';
import { presentTopic, roleIn, termsText } from './present';
import type { TopicRow } from './queries';
import { selectSeatOpenTopicIds } from './seat-policy';

/**
 * Presents topics for the caller of a request (their role, their companion, their language,
 * whether they may take the seat). `rows`: the topics to be presented, so that whether their
 * seats are open to the caller is read in one statement.
 */
export async function topicPresenter(
  app: FastifyInstance,
  request: FastifyRequest,
  rows: readonly TopicRow[],
): Promise<(row: TopicRow) => TTopic> {
  const viewer = { userId: currentUser(request).id, lang: request.lang };
  // Only a visitor of an open topic with a free seat may join it; only those are asked.
  const candidates = rows
    .filter(
      (row) => !row.isClosed && row.guestId === null && roleIn(row, viewer.userId) === 'visitor',
    )
    .map((row) => row.id);
  const [settings, joinable] = await Promise.all([
    app.reference.settings(),
    selectSeatOpenTopicIds(app.db, viewer.userId, candidates),
  ]);
  const terms = termsText(request.lang, settings.message_retention_days);
  return (row) => presentTopic(row, viewer, terms, joinable.has(row.id));
}
