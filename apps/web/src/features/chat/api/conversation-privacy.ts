import {
  ZDeleteMyMessagesAnswerSchema,
  ZPurgeAnswerSchema,
  okEnvelope,
  timing,
} from '@parlor/contracts';
import { api } from '../../../lib/api-client';

const chatTimeout = { timeoutMs: timing.chatCallTimeoutMs };

/** The owner closes the topic and deletes all its messages and files now. */
export async function purgeTopic(topicId: number) {
  return api.post('/topics/purge', {
    body: { topic_id: topicId },
    schema: okEnvelope(ZPurgeAnswerSchema),
    ...chatTimeout,
  });
}

/** The guest leaves (if seated) and deletes their own messages in the topic now. */
export async function deleteMyMessages(topicId: number) {
  return api.post('/topics/delete-my-messages', {
    body: { topic_id: topicId },
    schema: okEnvelope(ZDeleteMyMessagesAnswerSchema),
    ...chatTimeout,
  });
}
