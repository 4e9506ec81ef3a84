import {
  ZMessagesPageSchema,
  ZReportAnswerSchema,
  ZSentMessageSchema,
  okEnvelope,
  pageSizes,
  timing,
  type TReportReason,
  type TReportType,
} from '@parlor/contracts';
import { api } from '../../../lib/api-client';

/**
 * Which messages to fetch: the newest page, those stored after a `seq` (catching up; gap-free,
 * oldest first, up to 100), or those before one (older pages, newest first).
 */
export type MessagesWindow =
  { kind: 'latest' } | { kind: 'after'; afterSeq: number } | { kind: 'before'; beforeSeq: number };

/** Catch-up pages are this long; a full one means more may follow. */
export const catchUpPageSize = 100;

export async function fetchMessages(topicId: number, window: MessagesWindow) {
  const query: Record<string, number | string> = {
    topic_id: topicId,
    page: 1,
    page_size: pageSizes.messages,
    order_by: 'id',
    order_dir: 'desc',
  };
  if (window.kind === 'after') {
    query.after_seq = window.afterSeq;
    query.page_size = catchUpPageSize;
  }
  if (window.kind === 'before') query.before_seq = window.beforeSeq;
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

/** Reports the topic or the other person, with a reason and, for a person, a block. */
export async function createReport(
  topicId: number,
  type: TReportType,
  extra: { reason?: TReportReason; details?: string | undefined; block?: boolean } = {},
) {
  return api.post('/reports/create', {
    body: { topic_id: topicId, type, ...extra },
    schema: okEnvelope(ZReportAnswerSchema),
    timeoutMs: timing.chatCallTimeoutMs,
  });
}
