import {
  ZCreateReportSchema,
  ZMessagesPageSchema,
  ZMessagesQuerySchema,
  ZReportAnswerSchema,
  ZSendMessageSchema,
  ZSendFilesFieldsSchema,
  type TSendFilesFields,
  type TSendMessage,
  ZSentMessageSchema,
  okEnvelope,
} from '@parlor/contracts';
import fastifyMultipart from '@fastify/multipart';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { compiledAnswer } from '../../lib/response-serializer';
import { typed } from '../../lib/typed';
import { currentUser } from '../../plugins/auth/auth';
import { multipartLimits, readMultipartMessage, requestUploads } from './attachments/read-uploads';
import { sendMessageWithFiles } from './attachments/send-message-with-files';
import { createReport } from './create-report';
import { partWithBlocked } from './part-with-blocked';
import { listMessages } from './list-messages';
import { limitChat } from './rate-limits';
import { sendMessage } from './send-message';
import { requireChatAccess } from './chat-access';
import { clientKeyOf } from './client-key';

const tags = ['chat'];

/** Messages of a topic (read and paid writes) and reports (spec §7). */
export default async function messagesRoutes(app: FastifyInstance) {
  const api = typed(app);
  const preValidation = app.requireVerifiedUser;
  // Only the send takes multipart bodies (messages with files): the plugin's hooks (two per
  // request) run on its route alone, not on the page read or the reports.
  await app.register(sendMessageRoute);

  api.get(
    '/messages/index',
    {
      preValidation,
      schema: {
        tags,
        description:
          'Messages of a topic for its owner and guest, each with its `seq` (1, 2, 3, … in commit order): by page ' +
          '(20, newest first), or `after_seq` (oldest first; the gap-free catch-up) / `before_seq`. ' +
          "`after_id` / `before_id` (the spec's) still work but are not gap-free: ids are not in commit order.",
        querystring: ZMessagesQuerySchema,
        response: { 200: compiledAnswer(okEnvelope(ZMessagesPageSchema)) },
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
    '/reports/create',
    {
      preValidation,
      schema: {
        tags,
        description:
          'Reports a topic or the other person in it, once per type; optionally with `reason` (`spam`, `harassment`, `self_harm`, `danger_to_others`, `other` with `details`) and `block` (the two never share a topic again; a blocked guest loses the seat).',
        body: ZCreateReportSchema,
        response: { 200: okEnvelope(ZReportAnswerSchema) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await limitChat(app, 'report', userId);
      const { topic_id: topicId, type, reason, details, block } = request.body;
      const report = await createReport(app, { userId, topicId, type, reason, details, block });
      if (block) await partWithBlocked(app, { userId, report, lang: request.lang });
      const message = type === 'topic' ? 'chat.success.topicReported' : 'chat.success.userReported';
      return ok(
        { report: { id: report.id, topic_id: topicId, type } },
        translate(request.lang, message),
      );
    },
  );
}

/** `POST /messages/create`, JSON, form or multipart with files, in a context of its own. */
async function sendMessageRoute(app: FastifyInstance) {
  const api = typed(app);
  const preValidation = app.requireVerifiedUser;
  // Multipart bodies are streamed with limits.
  await app.register(fastifyMultipart, { limits: multipartLimits });

  api.post(
    '/messages/create',
    {
      // After sign-in, CSRF and chat-access checks, a multipart body's files are read
      // within the limits.
      preValidation: [preValidation, requireChatAccess, readMultipartMessage(app)],
      schema: {
        tags,
        description:
          'Sends a message for `message_symbol_cost` × characters; e-mail addresses, phone numbers and links are masked. ' +
          'As multipart/form-data with `attachments[]` (up to 5 PNG, JPEG, GIF or WebP images of 5 MB) and `types[]`, ' +
          "each attachment costs its type's `*_attachment_cost` on top, and `content` may be empty. " +
          'A client key (a UUID, in the `Idempotency-Key` header or the `client_key` field) makes a retry safe: ' +
          'the same key from the same sender answers the first message again, stored and charged once.',
        body: {
          content: {
            'application/json': { schema: ZSendMessageSchema },
            'application/x-www-form-urlencoded': { schema: ZSendMessageSchema },
            'multipart/form-data': { schema: ZSendFilesFieldsSchema },
          },
        },
        response: { 200: compiledAnswer(okEnvelope(ZSentMessageSchema)) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await limitChat(app, 'message', userId);
      if (request.isMultipart()) {
        const fields = request.body as TSendFilesFields;
        const { message, balance } = await sendMessageWithFiles(app, {
          userId,
          lang: request.lang,
          topicId: fields.topic_id,
          content: fields.content,
          uploads: requestUploads(request),
          clientKey: clientKeyOf(request, fields.client_key),
        });
        return ok({ message, balance });
      }
      // A JSON or form body was parsed by its schema (ZSendMessageSchema) before the handler.
      const body = request.body as TSendMessage;
      const { message, balance } = await sendMessage(app, {
        userId,
        lang: request.lang,
        topicId: body.topic_id,
        content: body.content,
        clientKey: clientKeyOf(request, body.client_key),
      });
      return ok({ message, balance });
    },
  );
}
