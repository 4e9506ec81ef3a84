import { paginationMeta, type TMessagesPage } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { withPendingReply } from '../ai/pending-reply-message';
import { presentMessage } from './present';
import { selectMessages, type MessageWindow } from './queries';
import { assertParticipant, findTopicOrFail } from './topic-access';

export interface MessagesQuery {
  topic_id: number;
  page: number;
  page_size: number;
  order_dir: 'asc' | 'desc';
  after_id?: number | undefined;
  before_id?: number | undefined;
}

function windowOf(query: MessagesQuery): MessageWindow {
  if (query.after_id !== undefined)
    return { kind: 'after', afterId: query.after_id, pageSize: query.page_size };
  if (query.before_id !== undefined)
    return { kind: 'before', beforeId: query.before_id, pageSize: query.page_size };
  return { kind: 'page', page: query.page, pageSize: query.page_size, direction: query.order_dir };
}

/**
 * A page of a topic's messages for its owner or guest: by page number (newest first by
 * default), or everything after a message id (oldest first, for catching up), or before one.
 * The guest's pages start after the message that was newest when they took the seat.
 */
export async function listMessages(
  app: FastifyInstance,
  { userId, lang, query }: { userId: number; lang: string; query: MessagesQuery },
): Promise<TMessagesPage> {
  const topic = await findTopicOrFail(app.db, query.topic_id);
  const role = assertParticipant(topic, userId);
  const window = windowOf(query);
  // A guest never reads what was said before they took the seat (an earlier guest's talk).
  const visibleAfterId = role === 'guest' ? topic.guestSinceMessageId : null;
  const { rows, total } = await selectMessages(
    app.db,
    { topicId: topic.id, visibleAfterId },
    window,
  );
  const data = rows.map((row) => presentMessage(row, topic, { userId, lang }));
  return {
    // The companion's reply being written shows as a message with `is_typing: true`.
    data: await withPendingReply(app.db, { topic, viewerId: userId, window, total, data }),
    meta: paginationMeta(window.kind === 'page' ? window.page : 1, query.page_size, total),
  };
}
