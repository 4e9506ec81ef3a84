import {
  ZHandoffDecisionSchema,
  ZHandoffDraftAnswerSchema,
  ZHandoffDraftRequestSchema,
  ZHandoffSummaryAnswerSchema,
  ZInterlocutorSearchAnswerSchema,
  ZTopicIdQuerySchema,
} from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { okRoutes } from '../../lib/ok-routes';
import { currentUser } from '../../plugins/auth/auth';
import { assertParticipant, findOwnedTopicOrFail, findTopicOrFail } from '../chat/topic-access';
import { presentSearch } from './present-search';
import { decideHandoffSummary, draftHandoffSummary, readHandoffSummary } from './handoff-summary';

/** The hand-off summary: drafted for the owner, decided by the owner, read by the person who took over. */
export default async function handoffRoutes(app: FastifyInstance) {
  const route = okRoutes(app, { tags: ['interlocutors'], guard: app.requireVerifiedUser });

  const ownedTopic = (topicId: number, userId: number) =>
    findOwnedTopicOrFail(app.db, topicId, userId);

  route.post(
    '/topics/handoff-summary/draft',
    {
      description:
        "The AI companion's short, masked summary of the conversation (≤ 80 words) for the owner to read, edit or decline when they ask for a person — before the search starts (409 SEARCH_RUNNING while one runs).",
      body: ZHandoffDraftRequestSchema,
      answer: ZHandoffDraftAnswerSchema,
    },
    async (request) => {
      const user = currentUser(request);
      const topic = await ownedTopic(request.body.topic_id, user.id);
      return ok({ summary: await draftHandoffSummary(app, { topic, lang: request.lang }) });
    },
  );

  route.post(
    '/topics/handoff-summary',
    {
      description:
        'The owner shares the (edited) summary with the person who takes over, or shares nothing — and with that choice the search for a person starts (answers the search).',
      body: ZHandoffDecisionSchema,
      answer: ZInterlocutorSearchAnswerSchema,
    },
    async (request) => {
      const { topic_id: topicId, decision, summary } = request.body;
      const topic = await ownedTopic(topicId, currentUser(request).id);
      const search = await decideHandoffSummary(app, { topic, decision, summary });
      return ok({ search: await presentSearch(app, search) });
    },
  );

  route.get(
    '/topics/handoff-summary',
    {
      description:
        'The summary the owner approved, for the interlocutor who took the seat (null for anyone else, or when declined).',
      querystring: ZTopicIdQuerySchema,
      answer: ZHandoffSummaryAnswerSchema,
    },
    async (request) => {
      const user = currentUser(request);
      const topic = await findTopicOrFail(app.db, request.query.topic_id);
      assertParticipant(topic, user.id);
      return ok({ handoff: await readHandoffSummary(app, { topic, userId: user.id }) });
    },
  );
}
