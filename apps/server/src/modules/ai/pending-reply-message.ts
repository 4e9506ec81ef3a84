import type { TMessage } from '@parlor/contracts';
import type { MessageWindow, TopicReading } from '../chat/message-read-queries';
import { replyInProgress } from './reply-frames';
import { isAnsweredByCompanion } from './schedule-reply';

/** Whether the page holds the newest messages, where the "Writing..." line belongs. */
function isNewestPage(window: MessageWindow, total: number): boolean {
  if (window.kind === 'after' || window.kind === 'after-seq') return true;
  if (window.kind === 'before' || window.kind === 'before-seq') return false;
  if (window.direction === 'desc') return window.page === 1;
  return window.page * window.pageSize >= total;
}

/**
 * Adds the companion's pending reply to the owner's page of newest messages as a message
 * with `is_typing: true` (the page shows `Writing...`), in its place by id: first on a
 * newest-first page, last otherwise. Once the reply is stored the job is gone and the
 * stored message, with the same id, takes its place.
 */
export function withPendingReply(
  reading: Pick<TopicReading, 'topic' | 'total' | 'pendingReply'>,
  options: { viewerId: number; window: MessageWindow; data: TMessage[] },
): TMessage[] {
  const { topic, total, pendingReply: job } = reading;
  const { viewerId, window, data } = options;
  if (viewerId !== topic.userId || !isAnsweredByCompanion(topic, topic.userId)) return data;
  if (!isNewestPage(window, total)) return data;
  if (!job || data.some((message) => message.id === job.messageId)) return data;
  if (window.kind === 'after' && job.messageId <= window.afterId) return data;
  const typing = replyInProgress({
    messageId: job.messageId,
    topicId: topic.id,
    companionName: topic.companionName,
    content: '',
    startedAt: job.createdAt,
  });
  const isNewestFirst = window.kind === 'page' && window.direction === 'desc';
  return isNewestFirst ? [typing, ...data] : [...data, typing];
}
