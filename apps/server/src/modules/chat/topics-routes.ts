import {
  ZActiveChatsAnswerSchema,
  ZCreateTopicSchema,
  ZTopicIdQuerySchema,
  ZTopicPayloadSchema,
  ZTopicSchema,
  ZTopicsPageSchema,
  ZTopicsQuerySchema,
  pageSizes,
  paginationMeta,
} from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { okRoutes } from '../../lib/ok-routes';
import { typed } from '../../lib/typed';
import { currentUser } from '../../plugins/auth/auth';
import { chatErrors } from './chat-errors';
import { maxActiveChats } from './chat-limits';
import { createTopic } from './create-topic';
import { presentRoom } from './present';
import { selectActiveTopics, selectChannelExpiry, selectOpenTopicsOfRoom } from './topic-queries';
import { selectRoomWithCount } from './room-queries';
import { limitChat } from './rate-limits';
import { assertVisible, findTopicOrFail } from './topic-access';
import { topicPresenter } from './topic-presenter';
import { requireChatAccess } from './chat-access';
import { listClosedChats } from './privacy/closed-chats';

const tags = ['chat'];

/** Topics: a room's list, the caller's active chats, one topic, creating one (spec §7). */
export default async function topicsRoutes(app: FastifyInstance) {
  const api = typed(app);
  const preValidation = app.requireVerifiedUser;
  const route = okRoutes(app, { tags, guard: preValidation });

  route.get(
    '/topics/index',
    {
      description: 'Open topics of a room, 6 per page: highlighted first, then newest.',
      querystring: ZTopicsQuerySchema,
      answer: ZTopicsPageSchema,
    },
    async (request) => {
      const { room_id: roomId, page } = request.query;
      const room = await selectRoomWithCount(app.db, roomId);
      if (!room) throw chatErrors.roomNotFound();
      const perPage = pageSizes.topics;
      const rows = await selectOpenTopicsOfRoom(app.db, {
        roomId,
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      const present = await topicPresenter(app, request, rows);
      return ok({
        data: rows.map(present),
        meta: paginationMeta(page, perPage, room.topicsCount),
        room: presentRoom(room, request.lang),
      });
    },
  );

  api.get(
    '/topics/active',
    {
      preValidation,
      schema: {
        tags,
        description:
          "The caller's open chats (as owner or guest) and how many they may hold; `closed_chats`: their closed conversations still stored, with when they are deleted.",
        response: { 200: ZActiveChatsAnswerSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const [rows, channelExpireAt, settings, closedChats] = await Promise.all([
        selectActiveTopics(app.db, userId),
        selectChannelExpiry(app.db, userId),
        app.reference.settings(),
        listClosedChats(app, { userId, lang: request.lang }),
      ]);
      const present = await topicPresenter(app, request, rows);
      const max = maxActiveChats(settings, channelExpireAt);
      return {
        status: 'OK' as const,
        payload: rows.map(present),
        current_count: rows.length,
        max_allowed: max,
        message: translate(request.lang, 'chat.success.activeChats', {
          count: rows.length,
          max,
        }),
        closed_chats: closedChats,
      };
    },
  );

  route.get(
    '/topics/topic',
    {
      description: 'One topic: any open topic, or a closed one to its owner and guest.',
      querystring: ZTopicIdQuerySchema,
      answer: ZTopicSchema,
    },
    async (request) => {
      const topic = await findTopicOrFail(app.db, request.query.topic_id);
      assertVisible(topic, currentUser(request).id);
      return ok((await topicPresenter(app, request, [topic]))(topic));
    },
  );

  route.post(
    '/topics/create',
    {
      guard: [preValidation, requireChatAccess],
      description:
        'Creates a topic for `new_topic_cost` points. Channel users must send `text_look` and `color`. `seat_policy` (optional, `anyone` by default): who may take the seat.',
      body: ZCreateTopicSchema,
      answer: ZTopicPayloadSchema,
    },
    async (request) => {
      const userId = currentUser(request).id;
      await limitChat(app, 'topic', userId);
      const topic = await createTopic(app, { userId, input: request.body });
      const present = await topicPresenter(app, request, [topic]);
      return ok({ topic: present(topic) }, translate(request.lang, 'chat.success.topicCreated'));
    },
  );
}
