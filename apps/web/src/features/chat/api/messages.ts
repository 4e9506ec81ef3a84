import {
  ZMessagesPageSchema,
  ZReportAnswerSchema,
  ZSentMessageSchema,
  okEnvelope,
  pageSizes,
  timing,
  type TReportType,
} from '@parlor/contracts';
import { api } from '../../../lib/api-client';

/** Which messages to fetch: the newest page, those after an id (catching up), or before one. */
export type MessagesWindow =
  { kind: 'latest' } | { kind: 'after'; afterId: number } | { kind: 'before'; beforeId: number };

export async function fetchMessages(topicId: number, window: MessagesWindow) {
  const query: Record<string, number | string> = {
    topic_id: topicId,
    page: 1,
    page_size: pageSizes.messages,
    order_by: 'id',
    order_dir: 'desc',
  };
  if (window.kind === 'after') {
    query.after_id = window.afterId;
    query.page_size = 100;
  }
  if (window.kind === 'before') query.before_id = window.beforeId;
  return (
    await api.get('/messages/index', {
      query,
      schema: okEnvelope(ZMessagesPageSchema),
      timeoutMs: timing.chatCallTimeoutMs,
    })
  ).payload;
}

/**
 * `POST /api/messages/create` with the send's client key (`Idempotency-Key`): a retry with
 * the same key answers the first result, stored and charged once.
 */
export async function sendMessage(topicId: number, content: string, clientKey: string) {
  return (
    await api.post('/messages/create', {
      body: { topic_id: topicId, content },
      headers: { 'Idempotency-Key': clientKey },
      schema: okEnvelope(ZSentMessageSchema),
      timeoutMs: timing.chatCallTimeoutMs,
    })
  ).payload;
}

export async function createReport(topicId: number, type: TReportType) {
  return api.post('/reports/create', {
    body: { topic_id: topicId, type },
    schema: okEnvelope(ZReportAnswerSchema),
    timeoutMs: timing.chatCallTimeoutMs,
  });
}
