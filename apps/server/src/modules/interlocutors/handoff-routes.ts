import {
  ZHandoffDecisionSchema,
  ZHandoffDraftAnswerSchema,
  ZHandoffDraftRequestSchema,
  ZHandoffSummaryAnswerSchema,
  ZInterlocutorSearchAnswerSchema,
  ZTopicIdQuerySchema,
  okEnvelope,
} from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
import { currentUser } from '../../plugins/auth/auth';
import { assertParticipant, findOwnedTopicOrFail, findTopicOrFail } from '../chat/topic-access';
import { presentSearch } from './present-search';
import { decideHandoffSummary, draftHandoffSummary, readHandoffSummary } from './handoff-summary';

/** The hand-off summary: drafted for the owner, decided by the owner, read by the person who took over. */
export default async function handoffRoutes(app: FastifyInstance) {
  const api = typed(app);
  const tags = ['interlocutors'];

  const ownedTopic = (topicId: number, userId: number) =>
    findOwnedTopicOrFail(app.db, topicId, userId);

  api.post(
    '/topics/handoff-summary/draft',
    {
      preValidation: app.requireVerifiedUser,
      schema: {
        tags,
        description:
          "The AI companion's short, masked summary of the conversation (≤ 80 words) for the owner to read, edit or decline when they ask for a person — before the search starts (409 SEARCH_RUNNING while one runs).",
        body: ZHandoffDraftRequestSchema,
        response: { 200: okEnvelope(ZHandoffDraftAnswerSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const topic = await ownedTopic(request.body.topic_id, user.id);
      return ok({ summary: await draftHandoffSummary(app, { topic, lang: request.lang }) });
    },
  );

  api.post(
    '/topics/handoff-summary',
    {
      preValidation: app.requireVerifiedUser,
      schema: {
        tags,
        description:
          'The owner shares the (edited) summary with the person who takes over, or shares nothing — and with that choice the search for a person starts (answers the search).',
        body: ZHandoffDecisionSchema,
        response: { 200: okEnvelope(ZInterlocutorSearchAnswerSchema) },
      },
    },
    async (request) => {
      const { topic_id: topicId, decision, summary } = request.body;
      const topic = await ownedTopic(topicId, currentUser(request).id);
      const search = await decideHandoffSummary(app, { topic, decision, summary });
      return ok({ search: await presentSearch(app, search) });
    },
  );

  api.get(
    '/topics/handoff-summary',
    {
      preValidation: app.requireVerifiedUser,
      schema: {
        tags,
        description:
          'The summary the owner approved, for the interlocutor who took the seat (null for anyone else, or when declined).',
        querystring: ZTopicIdQuerySchema,
        response: { 200: okEnvelope(ZHandoffSummaryAnswerSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const topic = await findTopicOrFail(app.db, request.query.topic_id);
      assertParticipant(topic, user.id);
      return ok({ handoff: await readHandoffSummary(app, { topic, userId: user.id }) });
    },
  );
}
