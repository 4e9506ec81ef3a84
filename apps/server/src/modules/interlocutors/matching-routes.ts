import {
  ZAvailabilitySchema,
  ZInterlocutorConsoleSchema,
  ZInterlocutorSearchAnswerSchema,
  ZRequestIdParamsSchema,
  ZTopicIdBodySchema,
  ZTopicIdQuerySchema,
  ZTopicPayloadSchema,
  okEnvelope,
} from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
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
  const api = typed(app);
  const tags = ['interlocutors'];

  const ownedTopic = (topicId: number, userId: number) =>
    findOwnedTopicOrFail(app.db, topicId, userId);

  api.get(
    '/topics/interlocutor-search',
    {
      preValidation: app.requireVerifiedUser,
      schema: {
        tags,
        description:
          "The owner's latest search for a person in a topic (searching, connected, timed_out, cancelled or ended), or null.",
        querystring: ZTopicIdQuerySchema,
        response: { 200: okEnvelope(ZInterlocutorSearchAnswerSchema) },
      },
    },
    async (request) => {
      const topic = await ownedTopic(request.query.topic_id, currentUser(request).id);
      const latest = await selectLatestRequestOfTopic(app.db, topic.id);
      return ok({ search: latest ? await presentSearch(app, latest) : null });
    },
  );

  api.post(
    '/topics/interlocutor-search/cancel',
    {
      preValidation: app.requireVerifiedUser,
      schema: {
        tags,
        description: 'The owner stops searching for a person; the topic stays with the AI.',
        body: ZTopicIdBodySchema,
        response: { 200: okEnvelope(ZInterlocutorSearchAnswerSchema) },
      },
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

  api.get(
    '/interlocutor/console',
    {
      preValidation: app.requireInterlocutor,
      schema: {
        tags,
        description:
          'The interlocutor console: availability, waiting requests, conversations held, earnings.',
        response: { 200: okEnvelope(ZInterlocutorConsoleSchema) },
      },
    },
    async (request) =>
      ok(await loadConsole(app, { userId: currentUser(request).id, lang: request.lang })),
  );

  api.post(
    '/interlocutor/availability',
    {
      preValidation: app.requireInterlocutor,
      schema: {
        tags,
        description: 'Switches "Available for chats" (offers arrive while a socket is connected).',
        body: ZAvailabilitySchema,
        response: { 200: okEnvelope(z.object({ is_available: z.boolean() })) },
      },
    },
    async (request) => {
      await setAvailability(app.db, currentUser(request).id, request.body.is_available);
      return ok(
        { is_available: request.body.is_available },
        translate(request.lang, 'interlocutors.success.availability'),
      );
    },
  );

  api.post(
    '/interlocutor/requests/:id/accept',
    {
      preValidation: app.requireInterlocutor,
      schema: {
        tags,
        description:
          'Accepts a waiting request and takes the guest seat; 409 REQUEST_TAKEN when another interlocutor was first.',
        params: ZRequestIdParamsSchema,
        response: { 200: okEnvelope(ZTopicPayloadSchema) },
      },
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
