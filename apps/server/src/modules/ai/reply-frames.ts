import type { TMessage } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { publishToUsers } from '../chat/events';

/** The reply as the owner sees it while it is being written: `is_typing` until stored. */
export function replyInProgress(options: {
  messageId: number;
  topicId: number;
  companionName: string;
  content: string;
  startedAt: Date;
}): TMessage {
  return {
    id: options.messageId,
    topic_id: options.topicId,
    sender: options.companionName,
    sender_kind: 'ai',
    is_mine: false,
    content: options.content,
    created_at: options.startedAt.toISOString(),
    is_typing: true,
    attachments: [],
    // Not stored yet: the stored reply (same id) takes its place with its seq.
    seq: null,
    client_key: null,
    receipt: null,
  };
}

/** Sends one message event (placeholder, growing text or the stored reply) to the owner. */
export function publishReplyFrame(app: FastifyInstance, ownerId: number, message: TMessage) {
  return publishToUsers(app, [ownerId], () => ({
    type: 'message',
    topic_id: message.topic_id,
    message,
  }));
}

/** Tells the owner's page that the companion stopped writing (the reply was cancelled). */
export function publishReplyCancelled(
  app: FastifyInstance,
  options: { ownerId: number; topicId: number; companionName: string },
) {
  return publishToUsers(app, [options.ownerId], () => ({
    type: 'typing',
    topic_id: options.topicId,
    is_typing: false,
    sender: options.companionName,
  }));
}

/**
 * Publishes the growing text at most every `intervalMs` (the first piece at once), so a
 * fast stream does not flood the socket; `flush` sends whatever is still waiting.
 */
export function createFrameThrottle(send: (text: string) => Promise<void>, intervalMs = 50) {
  let lastSentAt = 0;
  let waiting: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let chain = Promise.resolve();
  const sendNow = (text: string) => {
    lastSentAt = Date.now();
    waiting = undefined;
    chain = chain.then(() => send(text));
  };
  return {
    push(text: string) {
      const wait = lastSentAt + intervalMs - Date.now();
      if (wait <= 0 && !timer) return sendNow(text);
      waiting = text;
      timer ??= setTimeout(
        () => {
          timer = undefined;
          if (waiting !== undefined) sendNow(waiting);
        },
        Math.max(0, wait),
      );
    },
    async flush() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (waiting !== undefined) sendNow(waiting);
      await chain;
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
    },
  };
}
