import {
  ZAvailabilitySchema,
  ZInterlocutorConsoleSchema,
  ZInterlocutorSearchAnswerSchema,
  ZRequestIdParamsSchema,
  ZTopicIdBodySchema,
  ZTopicIdQuerySchema,
  ZTopicPayloadSchema,
} from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { okRoutes } from '../../lib/ok-routes';
import { currentUser } from '../../plugins/auth/auth';
import { findOwnedTopicOrFail } from '../chat/topic-access';
import { topicPresenter } from '../chat/topic-presenter';
import { acceptRequest } from './accept-request';
import { cancelSearch } from './cancel-search';
import { loadConsole } from './load-console';
import { setAvailability } from './presence';
import { presentSearch } from './present-search';
import { selectLatestRequestOfTopic } from './search-queries';

/** The owner's search for a person and the interlocutor console's calls. */
export default async function matchingRoutes(app: FastifyInstance) {
  const route = okRoutes(app, { tags: ['interlocutors'], guard: app.requireInterlocutor });

  const ownedTopic = (topicId: number, userId: number) =>
    findOwnedTopicOrFail(app.db, topicId, userId);

  route.get(
    '/topics/interlocutor-search',
    {
      guard: app.requireVerifiedUser,
      description:
        "The owner's latest search for a person in a topic (searching, connected, timed_out, cancelled or ended), or null.",
      querystring: ZTopicIdQuerySchema,
      answer: ZInterlocutorSearchAnswerSchema,
    },
    async (request) => {
      const topic = await ownedTopic(request.query.topic_id, currentUser(request).id);
      const latest = await selectLatestRequestOfTopic(app.db, topic.id);
      return ok({ search: latest ? await presentSearch(app, latest) : null });
    },
  );

  route.post(
    '/topics/interlocutor-search/cancel',
    {
      guard: app.requireVerifiedUser,
      description: 'The owner stops searching for a person; the topic stays with the AI.',
      body: ZTopicIdBodySchema,
      answer: ZInterlocutorSearchAnswerSchema,
    },
    async (request) => {
      const topic = await ownedTopic(request.body.topic_id, currentUser(request).id);
      const cancelled = await cancelSearch(app, { topicId: topic.id });
      return ok(
        { search: await presentSearch(app, cancelled) },
        translate(request.lang, 'interlocutors.success.searchCancelled'),
      );
    },
  );

  route.get(
    '/interlocutor/console',
    {
      description:
        'The interlocutor console: availability, waiting requests, conversations held, earnings.',
      answer: ZInterlocutorConsoleSchema,
    },
    async (request) =>
      ok(await loadConsole(app, { userId: currentUser(request).id, lang: request.lang })),
  );

  route.post(
    '/interlocutor/availability',
    {
      description: 'Switches "Available for chats" (offers arrive while a socket is connected).',
      body: ZAvailabilitySchema,
      answer: z.object({ is_available: z.boolean() }),
    },
    async (request) => {
      await setAvailability(app.db, currentUser(request).id, request.body.is_available);
      return ok(
        { is_available: request.body.is_available },
        translate(request.lang, 'interlocutors.success.availability'),
      );
    },
  );

  route.post(
    '/interlocutor/requests/:id/accept',
    {
      description:
        'Accepts a waiting request and takes the guest seat; 409 REQUEST_TAKEN when another interlocutor was first.',
      params: ZRequestIdParamsSchema,
      answer: ZTopicPayloadSchema,
    },
    async (request) => {
      const topic = await acceptRequest(app, {
        userId: currentUser(request).id,
        requestId: request.params.id,
        lang: request.lang,
      });
      return ok(
        { topic: (await topicPresenter(app, request, [topic]))(topic) },
        translate(request.lang, 'interlocutors.success.accepted'),
      );
    },
  );
}
