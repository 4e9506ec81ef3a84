import {
  ZConversationRatingStateSchema,
  ZInterlocutorStatsQuerySchema,
  ZInterlocutorStatsRowSchema,
  ZOwnRatingSchema,
  ZOwnRatingsSummarySchema,
  ZRateConversationSchema,
  ZTopicIdBodySchema,
  ZTopicIdQuerySchema,
} from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { okRoutes } from '../../lib/ok-routes';
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
  const route = okRoutes(app, { tags: ['chat'], guard: app.requireUser });

  route.get(
    '/ratings/conversation',
    {
      summary: "Whether the caller may rate the topic's last human conversation, and their rating",
      querystring: ZTopicIdQuerySchema,
      answer: ZConversationRatingStateSchema,
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

  route.post(
    '/ratings/rate',
    {
      summary: 'Rate a human conversation 1–5 with optional words, or change it within 24 h',
      body: ZRateConversationSchema,
      answer: ZOwnRatingSchema,
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

  route.post(
    '/ratings/skip',
    {
      summary: 'Skip rating a human conversation: never asked again',
      body: ZTopicIdBodySchema,
      answer: ZOwnRatingSchema,
    },
    async (request) => {
      const rating = await skipRating(app, {
        userId: currentUser(request).id,
        topicId: request.body.topic_id,
      });
      return ok(presentOwnRating(rating));
    },
  );

  route.get(
    '/interlocutor/ratings',
    {
      guard: app.requireInterlocutor,
      tags: ['interlocutors'],
      summary: "The interlocutor's own average, count and words (from 5 ratings, no authors)",
      answer: ZOwnRatingsSummarySchema,
    },
    async (request) => ok(await ownRatingsSummary(app.db, currentUser(request).id)),
  );

  route.get(
    '/admin/interlocutor-stats',
    {
      guard: app.requireModerator,
      tags: ['admin'],
      summary:
        'Every interlocutor: conversations, ratings, low ratings with words, reports, earnings, response time',
      querystring: ZInterlocutorStatsQuerySchema,
      answer: z.array(ZInterlocutorStatsRowSchema),
    },
    async (request) => ok(await interlocutorStats(app.db, request.query)),
  );

  app.schedule('ratings:purge-words', 15 * 60_000, async () => {
    const { message_retention_days: days } = await app.reference.settings();
    const purged = await purgeRatingWords(app.db, new Date(Date.now() - days * 86_400_000));
    if (purged > 0) app.log.info({ purged }, 'emptied the words of old ratings');
  });
}
