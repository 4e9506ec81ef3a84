import type { TTopic } from '@parlor/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth/auth';
import { presentTopic, termsText } from './present';
import type { TopicRow } from './queries';

/** Presents topics for the caller of a request (their role, their companion, their language). */
export async function topicPresenter(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<(row: TopicRow) => TTopic> {
  const settings = await app.reference.settings();
  const viewer = { userId: currentUser(request).id, lang: request.lang };
  const terms = termsText(request.lang, settings.message_retention_days);
  return (row) => presentTopic(row, viewer, terms);
}
