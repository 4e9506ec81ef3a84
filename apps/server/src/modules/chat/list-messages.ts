import { paginationMeta, type TMessagesPage } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { chatErrors } from './chat-errors';
import { selectTopicReading, type MessageWindow } from './message-read-queries';
import { presentMessage, roleIn } from './present';
import { selectSeatRefusal } from './seat-policy';
import { assertParticipant } from './topic-access';

/**
 * Only the owner and the guest read the messages; a person the owner removed is told so in
 * their own words (their page may learn it only from this read, e.g. while the socket is
 * down), not "no permission".
 */
async function assertReader(
  app: FastifyInstance,
  topic: Parameters<typeof assertParticipant>[0] & { id: number },
  userId: number,
) {
  if (!topic.isClosed && roleIn(topic, userId) === 'visitor') {
    if ((await selectSeatRefusal(app.db, topic.id, userId)) === 'removed') {
      throw chatErrors.seatRefused('removed');
    }
  }
  assertParticipant(topic, userId);
}

export interface MessagesQuery {
  topic_id: number;
  page: number;
  page_size: number;
  order_dir: 'asc' | 'desc';
  after_seq?: number | undefined;
  before_seq?: number | undefined;
  after_id?: number | undefined;
  before_id?: number | undefined;
}

export function windowOf(query: MessagesQuery): MessageWindow {
  if (query.after_seq !== undefined)
    return { kind: 'after-seq', afterSeq: query.after_seq, pageSize: query.page_size };
  if (query.before_seq !== undefined)
    return { kind: 'before-seq', beforeSeq: query.before_seq, pageSize: query.page_size };
  if (query.after_id !== undefined)
    return { kind: 'after', afterId: query.after_id, pageSize: query.page_size };
  if (query.before_id !== undefined)
    return { kind: 'before', beforeId: query.before_id, pageSize: query.page_size };
  return { kind: 'page', page: query.page, pageSize: query.page_size, direction: query.order_dir };
}

/**
 * A page of a topic's messages for its owner or guest: by page number in `seq` order (newest
 * first by default), or everything after a `seq` (oldest first, the gap-free catch-up), or
 * before one; or after / before a message id (the spec's clients, not gap-free).
 * The guest's pages start after the message that was newest when they took the seat.
 */
export async function listMessages(
  app: FastifyInstance,
  { userId, lang, query }: { userId: number; lang: string; query: MessagesQuery },
): Promise<TMessagesPage> {
  const window = windowOf(query);
  // One statement reads the topic and the page; nothing of it is answered before the check.
  // A guest never reads what was said before they took the seat (an earlier guest's talk).
  const reading = await selectTopicReading(app.db, {
    topicId: query.topic_id,
    viewerId: userId,
    window,
  });
  if (!reading) throw chatErrors.topicNotFound();
  const { topic, rows, total } = reading;
  await assertReader(app, topic, userId);
  const data = rows.map((row) => presentMessage(row, topic, { userId, lang }));
  return {
    // The companion's reply being written shows as a message with `is_typing: true`.
    data: app.chatPorts.companion.withPendingReply(reading, { viewerId: userId, window, data }),
    meta: paginationMeta(window.kind === 'page' ? window.page : 1, query.page_size, total),
  };
}
