import {
  ZRealtimeClientMessageSchema,
  type TRealtimeClientMessage,
  type TRealtimeEvent,
} from '@parlor/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { isCredentialsChangedEvent } from '../../../plugins/auth/credential-events';
import { findCredentialUser } from '../../../plugins/auth/sessions';
import { userChannel } from '../../../adapters/bus/channels';
import { createTopicView } from './topic-view';
import { createTypingRelay } from './typing';

/**
 * How often a socket's session is checked again anyway; sooner when the credential ends
 * before (its idle or absolute expiry). Ended credentials (sign-out, password change or
 * reset) are announced on the user's channel and checked at once.
 */
const credentialRecheckMs = 5 * 60_000;
/** Typing updates a socket may send per window; more are dropped. */
const typingBudget = { count: 20, windowMs: 10_000 };

export const closeCodes = {
  unauthenticated: 4401,
  tooManyConnections: 4429,
  /** 1013 "try again later": the bus lost Redis for a while; the client reconnects. */
  busUnavailable: 1013,
} as const;

/** One open socket of a signed-in user. */
export class RealtimeConnection {
  isAlive = true;
  private isClosed = false;
  /** Subscribed (and `ready` sent): events reach the socket. */
  private isSubscribed = false;
  private unsubscribe: (() => Promise<void>) | undefined;
  /** When the credential is checked again (the heartbeat looks at it). */
  private credentialRecheckAt = Date.now() + credentialRecheckMs;
  private typingWindow = { startedAt: 0, count: 0 };
  private readonly relayTyping;
  private readonly topicView;

  constructor(
    private readonly app: FastifyInstance,
    readonly socket: WebSocket,
    readonly userId: number,
    private readonly credential: { method: 'session' | 'bearer'; hash: string },
  ) {
    this.relayTyping = createTypingRelay(app, userId);
    this.topicView = createTopicView(app, userId);
  }

  /** Wires the socket: handlers first (nothing is dropped), then the bus subscription. */
  start(onClose: () => void): void {
    this.socket.on('message', (data, isBinary) => {
      this.isAlive = true;
      if (isBinary) return;
      this.onClientMessage(rawToText(data));
    });
    this.socket.on('pong', () => {
      this.isAlive = true;
    });
    this.socket.on('close', () => {
      this.isClosed = true;
      void this.unsubscribe?.().catch(() => undefined);
      this.topicView.clear().catch(logViewError(this.app));
      onClose();
    });
    this.socket.on('error', (error) => this.app.log.debug({ err: error }, 'websocket error'));

    this.app.bus
      .subscribe(userChannel(this.userId), (event) => this.onBusEvent(event))
      .then((unsubscribe) => {
        if (this.isClosed) return void unsubscribe().catch(() => undefined);
        this.unsubscribe = unsubscribe;
        this.isSubscribed = true;
        // Subscribed: anything from now on arrives; the client fetches what came before.
        this.send({ type: 'ready', user_id: this.userId });
      })
      .catch((error: unknown) => {
        this.app.log.error({ err: error }, 'realtime subscribe failed');
        this.socket.close(1011, 'unavailable');
      });
  }

  /** Forwards the user's events; `credentials_changed` is internal and triggers a re-check. */
  private onBusEvent(event: unknown): void {
    if (isCredentialsChangedEvent(event)) {
      this.recheckCredential().catch((error: unknown) =>
        this.app.log.error({ err: error }, 'realtime credential check failed'),
      );
      return;
    }
    this.send(event as TRealtimeEvent);
  }

  /**
   * After a gap in the bus (events may have been missed, the subscription is back): the
   * client fetches what it missed, as after `ready`. A socket still waiting for its
   * subscription gets `ready` instead.
   */
  resync(): void {
    if (this.isSubscribed) this.send({ type: 'resync' });
  }

  send(event: TRealtimeEvent): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(event));
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  /** Heartbeat tick: drop a socket that did not answer the last ping, else ping it again. */
  heartbeat(): void {
    if (!this.isAlive) {
      this.socket.terminate();
      return;
    }
    this.isAlive = false;
    this.socket.ping();
    this.topicView.refresh().catch(logViewError(this.app));
    if (Date.now() >= this.credentialRecheckAt) {
      this.recheckCredential().catch((error: unknown) =>
        this.app.log.error({ err: error }, 'realtime credential check failed'),
      );
    }
  }

  /**
   * Ends the socket when its session or token no longer exists (logout, idle or absolute
   * expiry, reset). The check is not a use: an open tab alone never keeps a session alive,
   * only the user's own requests do (SESSION_IDLE_MINUTES).
   */
  async recheckCredential(): Promise<void> {
    if (this.isClosed) return;
    this.credentialRecheckAt = Date.now() + credentialRecheckMs;
    const { db, config } = this.app;
    const found = await findCredentialUser(db, this.credential, config.session, { isUse: false });
    if (!found || found.user.id !== this.userId) {
      this.close(closeCodes.unauthenticated, 'unauthenticated');
      return;
    }
    // Unless a request extends it meanwhile, the credential ends then: look again at once.
    this.credentialRecheckAt = Math.min(this.credentialRecheckAt, found.validUntil);
  }

  private onClientMessage(text: string): void {
    let parsed: TRealtimeClientMessage;
    try {
      const result = ZRealtimeClientMessageSchema.safeParse(JSON.parse(text));
      if (!result.success) return;
      parsed = result.data;
    } catch {
      return;
    }
    if (parsed.type === 'ping') {
      this.send({ type: 'pong' });
      return;
    }
    if (!this.takeTypingBudget()) return;
    if (parsed.type === 'viewing') {
      this.topicView.set(parsed.topic_id).catch(logViewError(this.app));
      return;
    }
    this.relayTyping(parsed.topic_id, parsed.is_typing).catch((error: unknown) =>
      this.app.log.error({ err: error }, 'typing relay failed'),
    );
  }

  private takeTypingBudget(): boolean {
    const now = Date.now();
    if (now - this.typingWindow.startedAt > typingBudget.windowMs) {
      this.typingWindow = { startedAt: now, count: 0 };
    }
    this.typingWindow.count += 1;
    return this.typingWindow.count <= typingBudget.count;
  }
}

const logViewError = (app: FastifyInstance) => (error: unknown) =>
  app.log.error({ err: error }, 'topic view update failed');

function rawToText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/** The credential that opened the socket (checked again later). */
export function credentialOf(request: FastifyRequest) {
  return {
    method: request.authMethod === 'bearer' ? ('bearer' as const) : ('session' as const),
    hash: request.credentialHash ?? '',
  };
}
