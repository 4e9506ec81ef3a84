import type { TMessage, TStoredSettings } from '@parlor/contracts';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor, Transaction } from '../../db/client';
import type { AuthUser } from '../../plugins/auth/sessions';
import type { MessageWindow, TopicReading } from './message-read-queries';
import type { TopicRow } from './topic-queries';

/**
 * What chat asks of the modules above it (docs/architecture.md). Chat never imports ai,
 * interlocutors or safety: each implements its port (`<module>/chat-port.ts`) and app.ts
 * hands them in as `app.chatPorts` when it builds the app. A port's method runs where chat
 * calls it — in the send's transaction when it takes `tx` (a debit and its ledger rows, the
 * reply job stored with its message), after the commit when it takes `app`.
 */
export interface ChatPorts {
  companion: CompanionPort;
  interlocutors: InterlocutorsPort;
  safety: SafetyPort;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatPorts: ChatPorts;
  }
}

/** A reply that is scheduled and not yet running: what to announce and when to wake up. */
export interface PendingReply {
  jobId: number;
  topicId: number;
  ownerId: number;
  companionName: string;
  /** The id the "Writing..." placeholder, the stream and the reply carry. */
  messageId: number;
  delayMs: number;
}

/** The AI companion's replies (modules/ai), which a send schedules and a reading shows. */
export interface CompanionPort {
  /** A random delay of the companion's reply between the settings' bounds, as read now. */
  replyDelayMs(settings: TStoredSettings, random?: () => number): number;
  /**
   * In the transaction that stores the message: the companion's reply job, as durable as
   * the message. Answers the pending reply to announce once committed, or undefined.
   */
  scheduleReply(
    tx: Executor,
    options: { topic: TopicRow; senderId: number; lang: string; settings: TStoredSettings },
  ): Promise<PendingReply | undefined>;
  /** The pending reply of a job the paid send's one statement scheduled. */
  pendingOf(
    jobId: number,
    topic: Pick<TopicRow, 'id' | 'userId' | 'companionName'>,
    messageId: number,
    delayMs: number,
  ): PendingReply;
  /** The reply job's SQL, for the step of the paid send's one statement that schedules it. */
  replyJobSql: {
    /** Upserts the topic's job from `source` (topic id, reply's message id, lang, due time). */
    upsert: (source: SQL) => SQL;
    /** The due time `delayMs` after the transaction's start. */
    dueAfter: (delayMs: number | Placeholder) => SQL;
  };
  /** The owner's newest page with the reply being written as an `is_typing` message. */
  withPendingReply(
    reading: Pick<TopicReading, 'topic' | 'total' | 'pendingReply'>,
    options: { viewerId: number; window: MessageWindow; data: TMessage[] },
  ): TMessage[];
  /** Drops the topic's pending reply (the topic went to a person). */
  cancelReply(app: FastifyInstance, topic: TopicRow): Promise<void>;
  /** "No history": the summaries of topics closed before `cutoff` go with their messages. */
  deleteSummariesOfClosedTopics(db: Executor, cutoff: Date): Promise<void>;
}

/** What a paid message tells the interlocutors' share: the topic, who paid, how much, for what. */
export interface CreditShareOptions {
  settings: TStoredSettings;
  topic: { id: number; userId: number; guestId: number | null };
  payerId: number;
  spentCenti: number;
  /** What was paid for, e.g. `message:12`. */
  source: string;
  /** Whether the guest holds the seat as a matched interlocutor, when already read. */
  guestIsMatchedInterlocutor?: boolean;
}

/** Matched interlocutors (modules/interlocutors): their search, seat, earnings and presence. */
export interface InterlocutorsPort {
  /**
   * In the transaction of the owner's debit: the share of the interlocutor holding the
   * guest seat, with its ledger row. Answers what was credited, or undefined.
   */
  creditShare(
    tx: Transaction,
    options: CreditShareOptions,
  ): Promise<{ share: number; releaseAt: Date } | undefined>;
  /** After the commit: a credited share falls due at `releaseAt`. */
  wakeEarningsRelease(app: FastifyInstance, releaseAt: Date): void;
  /** The owner asks for a person (no hand-off summary offered). */
  openSearch(app: FastifyInstance, options: { topic: TopicRow }): Promise<unknown>;
  /** Ends the topic's search for a person if one is running. */
  cancelSearchIfRunning(
    app: FastifyInstance,
    options: { topicId: number; withLine?: boolean },
  ): Promise<void>;
  /** The guest left the seat (already freed): a matched interlocutor's conversation ends. */
  onGuestLeft(
    app: FastifyInstance,
    topicId: number,
    guestId: number,
    options?: { isRemovedByOwner?: boolean },
  ): Promise<void>;
  /** A socket opened for the user: their presence; answers what to call when it closes. */
  trackSocket(app: FastifyInstance, user: AuthUser): () => void;
}

/** What a safety step changed, for the announcements after the transaction commits. */
export interface SafetyChange {
  topicId: number;
  safeUntil: Date | null;
  /** The alert written when the topic entered safe mode (not when it only stayed in it). */
  alertId: number | null;
}

/** The safety lane (modules/safety): safe mode's alerts and who hears of them. */
export interface SafetyPort {
  /** In the message's transaction: the topic enters (or stays in) safe mode. */
  enterSafeMode(
    tx: Executor,
    options: { topic: { id: number; safeUntil: Date | null }; userId: number | null },
  ): Promise<SafetyChange>;
  /** In the message's transaction: safe mode ends when its author says they are safe. */
  leaveSafeMode(
    tx: Executor,
    options: { topic: { id: number; safeUntil: Date | null }; userId: number },
  ): Promise<SafetyChange | null>;
  /** After the commit: the participants' pages, and the moderators of a new alert. */
  announceSafetyChange(
    app: FastifyInstance,
    topic: { id: number; title: string; userId: number; guestId: number | null },
    change: SafetyChange,
  ): Promise<void>;
}
