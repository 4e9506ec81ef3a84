import {
  ZHandoffDecisionSchema,
  ZHandoffDraftAnswerSchema,
  ZHandoffDraftRequestSchema,
  ZHandoffSummaryAnswerSchema,
  ZTopicIdQuerySchema,
  okEnvelope,
} from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
import { currentUser } from '../../plugins/auth/auth';
import { assertParticipant, findOwnedTopicOrFail, findTopicOrFail } from '../chat/topic-access';
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
          "The AI companion's short, masked summary of the conversation (≤ 80 words) for the owner to read, edit or decline while a person is searched for.",
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
          'The owner shares the (edited) summary with the person who takes over, or shares nothing.',
        body: ZHandoffDecisionSchema,
        response: { 200: okEnvelope(z.object({})) },
      },
    },
    async (request) => {
      const { topic_id: topicId, decision, summary } = request.body;
      const topic = await ownedTopic(topicId, currentUser(request).id);
      await decideHandoffSummary(app, { topic, decision, summary });
      return ok({});
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
