import {
  ZAcceptTermsSchema,
  ZLeaveAnswerSchema,
  ZRandomTopicQuerySchema,
  ZTermsCheckAnswerSchema,
  ZTopicIdBodySchema,
  ZTopicIdParamsSchema,
  ZTopicPayloadSchema,
  ZUpdateChatModeSchema,
  ZUpdateSeatPolicySchema,
} from '@parlor/contracts';
import { translate, type TMessageKey } from '@parlor/contracts/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { okRoutes } from '../../lib/ok-routes';
import { typed } from '../../lib/typed';
import { currentUser } from '../../plugins/auth/auth';
import { joinRandomTopic } from './join-random-topic';
import { joinTopic } from './join-topic';
import { leaveTopic } from './leave-topic';
import { limitChat } from './rate-limits';
import { refuseCrossSite } from './same-site-only';
import { topicPresenter } from './topic-presenter';
import type { TopicRow } from './topic-queries';
import { acceptTerms, checkTerms } from './topic-terms';
import { updateChatMode } from './update-chat-mode';
import { removeGuest } from './remove-guest';
import { updateSeatPolicy } from './update-seat-policy';
import { requireXsrfOnGet } from './xsrf-on-get';
import { requireChatAccess } from './chat-access';

const tags = ['chat'];

/** Who is in a topic: random chat, join, leave, the chat mode and the house rules (spec §7). */
export default async function membershipRoutes(app: FastifyInstance) {
  const api = typed(app);
  const preValidation = app.requireVerifiedUser;
  const route = okRoutes(app, { tags, guard: preValidation });
  /** The topic as the caller now sees it, with the line that says what they did, if any. */
  const answerTopic = async (request: FastifyRequest, topic: TopicRow, done?: TMessageKey) => {
    const present = await topicPresenter(app, request, [topic]);
    return ok({ topic: present(topic) }, done && translate(request.lang, done));
  };

  route.get(
    '/topics/random',
    {
      guard: [refuseCrossSite, preValidation, requireChatAccess, requireXsrfOnGet(app)],
      description:
        'Takes the free guest seat of a random open topic the caller does not own, preferring `chat_mode`. It changes state, so cookie sessions must send `X-XSRF-TOKEN` (419 otherwise).',
      querystring: ZRandomTopicQuerySchema,
      answer: ZTopicPayloadSchema,
    },
    async (request) => {
      const userId = currentUser(request).id;
      await limitChat(app, 'join', userId);
      const topic = await joinRandomTopic(app, {
        userId,
        chatMode: request.query.chat_mode,
        lang: request.lang,
      });
      return answerTopic(request, topic);
    },
  );

  route.post(
    '/topics/join',
    {
      guard: [preValidation, requireChatAccess],
      description: "Takes the free guest seat of someone else's open topic.",
      body: ZTopicIdBodySchema,
      answer: ZTopicPayloadSchema,
    },
    async (request) => {
      const userId = currentUser(request).id;
      await limitChat(app, 'join', userId);
      const topic = await joinTopic(app, {
        userId,
        topicId: request.body.topic_id,
        lang: request.lang,
      });
      return answerTopic(request, topic, 'chat.success.joined');
    },
  );

  route.post(
    '/topics/leave',
    {
      description: 'The guest frees the seat; the owner leaving closes the topic for both.',
      body: ZTopicIdBodySchema,
      answer: ZLeaveAnswerSchema,
    },
    async (request) => {
      const topicId = request.body.topic_id;
      const { closed } = await leaveTopic(app, {
        userId: currentUser(request).id,
        topicId,
        lang: request.lang,
      });
      return ok({ topic_id: topicId, closed }, translate(request.lang, 'chat.success.left'));
    },
  );

  route.post(
    '/topics/update-chat-mode',
    {
      description: 'The owner switches the companion between the AI and a person.',
      body: ZUpdateChatModeSchema,
      answer: ZTopicPayloadSchema,
    },
    async (request) => {
      const topic = await updateChatMode(app, {
        userId: currentUser(request).id,
        topicId: request.body.topic_id,
        mode: request.body.chat_mode,
      });
      return answerTopic(request, topic, 'chat.success.modeChanged');
    },
  );

  route.post(
    '/topics/update-seat-policy',
    {
      description:
        'The owner changes who may take the seat: `anyone`, `interlocutors` (approved interlocutors only) or `nobody` (the owner and the companion). A person in the seat stays; `nobody` stops a running search.',
      body: ZUpdateSeatPolicySchema,
      answer: ZTopicPayloadSchema,
    },
    async (request) => {
      const topic = await updateSeatPolicy(app, {
        userId: currentUser(request).id,
        topicId: request.body.topic_id,
        seatPolicy: request.body.seat_policy,
      });
      return answerTopic(request, topic, 'chat.success.seatPolicySaved');
    },
  );

  route.post(
    '/topics/remove-guest',
    {
      description:
        'The owner removes the person in the guest seat: they lose it and cannot take it again; the companion is back at once.',
      body: ZTopicIdBodySchema,
      answer: ZTopicPayloadSchema,
    },
    async (request) => {
      const topic = await removeGuest(app, {
        userId: currentUser(request).id,
        topicId: request.body.topic_id,
        lang: request.lang,
      });
      return answerTopic(request, topic, 'chat.success.guestRemoved');
    },
  );

  api.get(
    '/topics/:id/check-terms',
    {
      preValidation,
      schema: {
        tags,
        description:
          'has_accepted, is_participant and the rules (system_message), also in payload.',
        params: ZTopicIdParamsSchema,
        response: { 200: ZTermsCheckAnswerSchema },
      },
    },
    async (request) => {
      const check = await checkTerms(app, {
        userId: currentUser(request).id,
        topicId: request.params.id,
        lang: request.lang,
      });
      return { status: 'OK' as const, ...check, payload: check };
    },
  );

  route.post(
    '/topics/:id/accept-terms',
    {
      description: 'Records that the caller accepted the rules of the topic (once).',
      params: ZTopicIdParamsSchema,
      answer: ZAcceptTermsSchema,
    },
    async (request) => {
      const acceptedAt = await acceptTerms(app, {
        userId: currentUser(request).id,
        topicId: request.params.id,
      });
      return ok(
        { has_accepted: true as const, accepted_at: acceptedAt.toISOString() },
        translate(request.lang, 'chat.success.termsAccepted'),
      );
    },
  );
}
