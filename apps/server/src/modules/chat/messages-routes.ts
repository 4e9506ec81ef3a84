import {
  ZCreateReportSchema,
  ZMessagesPageSchema,
  ZMessagesQuerySchema,
  ZReportAnswerSchema,
  ZSendMessageSchema,
  ZSentMessageSchema,
  okEnvelope,
} from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
import { currentUser } from '../../plugins/auth/auth';
import { createReport } from './create-report';
import { listMessages } from './list-messages';
import { limitChat } from './rate-limits';
import { sendMessage } from './send-message';
import { requireChatAccess } from './chat-access';

const tags = ['chat'];

/** Messages of a topic (read and paid writes) and reports (spec §7). */
export default async function messagesRoutes(app: FastifyInstance) {
  const api = typed(app);
  const preValidation = app.requireVerifiedUser;

  api.get(
    '/messages/index',
    {
      preValidation,
      schema: {
        tags,
        description:
          'Messages of a topic for its owner and guest: by page (20, newest first), or `after_id` (oldest first) / `before_id`.',
        querystring: ZMessagesQuerySchema,
        response: { 200: okEnvelope(ZMessagesPageSchema) },
      },
    },
    async (request) =>
      ok(
        await listMessages(app, {
          userId: currentUser(request).id,
          lang: request.lang,
          query: request.query,
        }),
      ),
  );

  api.post(
    '/messages/create',
    {
      preValidation: [preValidation, requireChatAccess],
      schema: {
        tags,
        description:
          'Sends a message for `message_symbol_cost` × characters; e-mail addresses, phone numbers and links are masked.',
        body: ZSendMessageSchema,
        response: { 200: okEnvelope(ZSentMessageSchema) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await limitChat(app, 'message', userId);
      return ok(
        await sendMessage(app, {
          userId,
          lang: request.lang,
          topicId: request.body.topic_id,
          content: request.body.content,
        }),
      );
    },
  );

  api.post(
    '/reports/create',
    {
      preValidation,
      schema: {
        tags,
        description: 'Reports a topic or the other person in it, once per type.',
        body: ZCreateReportSchema,
        response: { 200: okEnvelope(ZReportAnswerSchema) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await limitChat(app, 'report', userId);
      const { topic_id: topicId, type, reason } = request.body;
      const report = await createReport(app, { userId, topicId, type, reason });
      const message = type === 'topic' ? 'chat.success.topicReported' : 'chat.success.userReported';
      return ok(
        { report: { id: report.id, topic_id: topicId, type } },
        translate(request.lang, message),
      );
    },
  );
}
