import {
  ZDeleteMyMessagesAnswerSchema,
  ZPurgeAnswerSchema,
  ZTopicIdBodySchema,
} from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { okRoutes } from '../../../lib/ok-routes';
import { currentUser } from '../../../plugins/auth/auth';
import { deleteOwnMessages } from './delete-own-messages';
import { purgeTopic } from './purge-topic';

const tags = ['chat'];

/** Deleting a conversation now, beside the spec's topic calls. */
export default async function privacyRoutes(app: FastifyInstance) {
  const route = okRoutes(app, { tags, guard: app.requireVerifiedUser });

  route.post(
    '/topics/purge',
    {
      description:
        'The owner closes the topic (if open) and deletes all its messages and files now. The guest sees it closed by its owner. Only the owner: 403 for the guest and on open topics, 404 on closed topics of others.',
      body: ZTopicIdBodySchema,
      answer: ZPurgeAnswerSchema,
    },
    async (request) => {
      const topicId = request.body.topic_id;
      const { deletedMessages } = await purgeTopic(app, {
        userId: currentUser(request).id,
        topicId,
      });
      return ok(
        { topic_id: topicId, closed: true as const, deleted_messages: deletedMessages },
        translate(request.lang, 'conversations.purge.done'),
      );
    },
  );

  route.post(
    '/topics/delete-my-messages',
    {
      description:
        "A guest leaves the seat (if held) and deletes their own messages in the topic and their files now; the owner's stay. For the guest seated, the last guest, or a former guest who wrote there; the owner gets 403 (purge instead), others 403 on open and 404 on closed topics.",
      body: ZTopicIdBodySchema,
      answer: ZDeleteMyMessagesAnswerSchema,
    },
    async (request) => {
      const topicId = request.body.topic_id;
      const { left, deletedMessages } = await deleteOwnMessages(app, {
        userId: currentUser(request).id,
        topicId,
        lang: request.lang,
      });
      return ok(
        { topic_id: topicId, left, deleted_messages: deletedMessages },
        translate(request.lang, 'conversations.deleteMine.done'),
      );
    },
  );
}
