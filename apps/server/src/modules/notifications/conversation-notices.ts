import { translate } from '@parlor/contracts/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../db/schema';
import type { Notice } from '../../plugins/notices';
import { messageRecipientId } from '../chat/events';
import { presentMessage } from '../chat/present';
import { selectTopic } from '../chat/topic-queries';
import { isInSafeMode } from '../chat/safe-mode';
import { enqueuePushes } from './enqueue-pushes';
import type { PushWorker } from './push-worker';
import { clearTag } from './clear-tag';
import { selectViewerIds } from './recipients';

/** The longest preview a notification shows of a message (already masked when stored). */
const previewLength = 100;

export const topicTag = (topicId: number) => `topic-${topicId}`;
const topicUrl = (topicId: number) => `/topics/${topicId}/chat`;

function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > previewLength ? `${flat.slice(0, previewLength - 1)}…` : flat;
}

/**
 * A message was stored: the other participant hears of it unless they have the topic open
 * and visible somewhere. The owner's message reaches the seated interlocutor
 * (`guest_message`); the companion's or the person's answer reaches the owner (`reply`).
 * The preview is the stored (masked) text, never a safe-mode topic's.
 */
export async function notifyMessage(
  app: FastifyInstance,
  worker: PushWorker,
  notice: Extract<Notice, { kind: 'message' }>,
) {
  const [message] = await app.db.select().from(messages).where(eq(messages.id, notice.messageId));
  const topic = await selectTopic(app.db, notice.topicId);
  if (!message || !topic) return;
  const recipientId = messageRecipientId(topic, message);
  if (recipientId === null) return;
  const isFromOwner = recipientId === topic.guestId;
  const viewers = await selectViewerIds(app.db, topic.id, [recipientId]);
  if (viewers.has(recipientId)) return;
  const isPrivate = isInSafeMode(topic);
  await enqueuePushes(app, worker, [
    {
      userId: recipientId,
      kind: isFromOwner ? 'guest_message' : 'reply',
      build: ({ lang }) => {
        const presented = presentMessage(message, topic, { userId: recipientId, lang });
        const title = isFromOwner
          ? translate(lang, 'notifications.push.messageTitle', { name: presented.sender })
          : translate(lang, 'notifications.push.replyTitle', { name: presented.sender });
        return {
          kind: isFromOwner ? 'guest_message' : 'reply',
          title: isPrivate ? translate(lang, 'notifications.push.newMessage') : title,
          body: isPrivate ? '' : previewOf(presented.content),
          url: topicUrl(topic.id),
          tag: topicTag(topic.id),
        };
      },
    },
  ]);
}

/** A push about the topic to its owner, unless they have it open and visible somewhere. */
async function pushToAbsentOwner(
  app: FastifyInstance,
  worker: PushWorker,
  notice: { topicId: number; ownerId: number },
  kind: 'seat' | 'search_timeout',
  texts: (lang: string) => { title: string; body: string },
) {
  const viewers = await selectViewerIds(app.db, notice.topicId, [notice.ownerId]);
  if (viewers.has(notice.ownerId)) return;
  await enqueuePushes(app, worker, [
    {
      userId: notice.ownerId,
      kind,
      build: ({ lang }) => ({
        kind,
        ...texts(lang),
        url: topicUrl(notice.topicId),
        tag: topicTag(notice.topicId),
      }),
    },
  ]);
}

/** An interlocutor took or left the owner's seat. */
export async function notifySeat(
  app: FastifyInstance,
  worker: PushWorker,
  notice: Extract<Notice, { kind: 'seat' }>,
) {
  await pushToAbsentOwner(app, worker, notice, 'seat', (lang) => ({
    title: translate(
      lang,
      notice.change === 'joined'
        ? 'notifications.push.seatJoinedTitle'
        : 'notifications.push.seatLeftTitle',
      { name: notice.name },
    ),
    body: '',
  }));
}

/** The search for a person ran out: the companion stays. */
export async function notifySearchTimeout(
  app: FastifyInstance,
  worker: PushWorker,
  notice: Extract<Notice, { kind: 'search_timeout' }>,
) {
  await pushToAbsentOwner(app, worker, notice, 'search_timeout', (lang) => ({
    title: translate(lang, 'notifications.push.searchTimeoutTitle'),
    body: translate(lang, 'notifications.push.searchTimeoutBody'),
  }));
}

/** The user reads the topic on one device: its notification closes on the others. */
export async function clearReadTopic(
  app: FastifyInstance,
  worker: PushWorker,
  notice: Extract<Notice, { kind: 'topic_read' }>,
) {
  await clearTag(app, worker, topicTag(notice.topicId), notice.userId);
}
