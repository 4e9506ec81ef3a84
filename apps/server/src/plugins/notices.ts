import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Something happened that a person who is not looking may want to hear of. The modules
 * where it happens (chat, interlocutors, payouts, money, safety) announce it after their
 * transaction committed; the notifications module, above all of them, decides whom to tell
 * and how. Announced once, on the instance where it happened.
 */
export type Notice =
  /** A search for a person opened: offer it to the interlocutors. */
  | { kind: 'offer'; requestId: number; topicId: number; ownerId: number; deadlineAt: Date }
  /** The request is no longer waiting: withdraw its offers. */
  | { kind: 'offer_closed'; requestId: number }
  /** A message was stored in a topic (by a person, or the companion's reply). */
  | { kind: 'message'; topicId: number; messageId: number }
  /** An interlocutor took or left the seat of a topic. */
  | {
      kind: 'seat';
      topicId: number;
      ownerId: number;
      /** The interlocutor's nickname. */
      name: string;
      change: 'joined' | 'left';
    }
  /** A search for a person ended without anyone. */
  | { kind: 'search_timeout'; topicId: number; ownerId: number }
  /** The user read a topic (on one device): clear its notification on the others. */
  | { kind: 'topic_read'; topicId: number; userId: number }
  | { kind: 'payout'; userId: number; payoutId: number; status: 'requested' | 'paid' | 'rejected' }
  | { kind: 'application'; userId: number; status: 'approved' | 'rejected' }
  | { kind: 'top_up'; userId: number; points: number }
  | { kind: 'safety_alert'; topicId: number };

export type NoticeHandler = (notice: Notice) => Promise<void>;

export interface Notices {
  /**
   * Announces a committed change and returns at once: the listeners run in the background
   * (a send or an accept never waits for them), in order per request or topic.
   */
  announce(notice: Notice): void;
  /** Registers a listener (the notifications module at start-up). */
  listen(handler: NoticeHandler): void;
  /** Resolves when every announced notice was handled (tests, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notices: Notices;
  }
}

/** Notices about one thing are handled in the order they were announced. */
function orderKeyOf(notice: Notice): string {
  if (notice.kind === 'offer' || notice.kind === 'offer_closed')
    return `request:${notice.requestId}`;
  if ('topicId' in notice) return `topic:${notice.topicId}`;
  return `user:${notice.userId}`;
}

async function noticesPlugin(app: FastifyInstance) {
  const handlers: NoticeHandler[] = [];
  const chains = new Map<string, Promise<void>>();

  const handle = async (notice: Notice) => {
    await Promise.all(
      handlers.map((handler) =>
        handler(notice).catch((error: unknown) =>
          app.log.error({ err: error, notice: notice.kind }, 'notice handler failed'),
        ),
      ),
    );
  };

  app.decorate('notices', {
    announce(notice: Notice) {
      if (handlers.length === 0) return;
      const key = orderKeyOf(notice);
      const next = (chains.get(key) ?? Promise.resolve()).then(() => handle(notice));
      chains.set(key, next);
      void next.then(() => {
        if (chains.get(key) === next) chains.delete(key);
      });
    },
    listen(handler: NoticeHandler) {
      handlers.push(handler);
    },
    async idle() {
      while (chains.size > 0) await Promise.all([...chains.values()]);
    },
  } satisfies Notices);
  app.addHook('onClose', () => app.notices.idle());
}

export default fp(noticesPlugin, { name: 'notices' });
