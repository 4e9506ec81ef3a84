import {
  ZConversationRatingStateSchema,
  ZInterlocutorStatsQuerySchema,
  ZInterlocutorStatsRowSchema,
  ZOwnRatingSchema,
  ZOwnRatingsSummarySchema,
  ZRateConversationSchema,
  ZTopicIdBodySchema,
  ZTopicIdQuerySchema,
  okEnvelope,
} from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
import { currentUser } from '../../plugins/auth/auth';
import { conversationRatingState } from './conversation-rating-state';
import { presentOwnRating } from './conversation-to-rate';
import { interlocutorStats } from './interlocutor-stats';
import { ownRatingsSummary } from './own-ratings-summary';
import { rateConversation, skipRating } from './rate-conversation';
import { purgeRatingWords } from './rating-data';

/**
 * Ratings of human conversations (mounted under /api): the owner rates or skips, the
 * interlocutor reads their own summary, operators read everyone's; and the retention rule
 * that empties old words.
 */
export default async function ratingsRoutes(app: FastifyInstance) {
  const api = typed(app);

  api.get(
    '/ratings/conversation',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['chat'],
        summary:
          "Whether the caller may rate the topic's last human conversation, and their rating",
        querystring: ZTopicIdQuerySchema,
        response: { 200: okEnvelope(ZConversationRatingStateSchema) },
      },
    },
    async (request) =>
      ok(
        await conversationRatingState(app, {
          userId: currentUser(request).id,
          topicId: request.query.topic_id,
          lang: request.lang,
        }),
      ),
  );

  api.post(
    '/ratings/rate',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['chat'],
        summary: 'Rate a human conversation 1–5 with optional words, or change it within 24 h',
        body: ZRateConversationSchema,
        response: { 200: okEnvelope(ZOwnRatingSchema) },
      },
    },
    async (request) => {
      const { topic_id, score, comment } = request.body;
      const rating = await rateConversation(app, {
        userId: currentUser(request).id,
        topicId: topic_id,
        score,
        comment,
      });
      return ok(presentOwnRating(rating));
    },
  );

  api.post(
    '/ratings/skip',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['chat'],
        summary: 'Skip rating a human conversation: never asked again',
        body: ZTopicIdBodySchema,
        response: { 200: okEnvelope(ZOwnRatingSchema) },
      },
    },
    async (request) => {
      const rating = await skipRating(app, {
        userId: currentUser(request).id,
        topicId: request.body.topic_id,
      });
      return ok(presentOwnRating(rating));
    },
  );

  api.get(
    '/interlocutor/ratings',
    {
      preValidation: app.requireInterlocutor,
      schema: {
        tags: ['interlocutors'],
        summary: "The interlocutor's own average, count and words (from 5 ratings, no authors)",
        response: { 200: okEnvelope(ZOwnRatingsSummarySchema) },
      },
    },
    async (request) => ok(await ownRatingsSummary(app.db, currentUser(request).id)),
  );

  api.get(
    '/admin/interlocutor-stats',
    {
      preValidation: app.requireModerator,
      schema: {
        tags: ['admin'],
        summary:
          'Every interlocutor: conversations, ratings, low ratings with words, reports, earnings, response time',
        querystring: ZInterlocutorStatsQuerySchema,
        response: { 200: okEnvelope(z.array(ZInterlocutorStatsRowSchema)) },
      },
    },
    async (request) => ok(await interlocutorStats(app.db, request.query)),
  );

  app.schedule('ratings:purge-words', 15 * 60_000, async () => {
    const { message_retention_days: days } = await app.reference.settings();
    const purged = await purgeRatingWords(app.db, new Date(Date.now() - days * 86_400_000));
    if (purged > 0) app.log.info({ purged }, 'emptied the words of old ratings');
  });
}
