import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import {
  bigIdentityId,
  cascadeRef,
  createdAt,
  identityId,
  stampedAt,
  timestamps,
  type LocalizedText,
} from './columns';
import { users } from './accounts';

export const rooms = pgTable('rooms', {
  id: identityId(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
  /** How many of its topics are open, kept by triggers on `topics` (migration 0010). */
  openTopicsCount: integer('open_topics_count').notNull().default(0),
});

export type ChatMode = 'ai' | 'human';
/** Who may take a topic's guest seat, as its owner chose. */
export type SeatPolicy = 'anyone' | 'interlocutors' | 'nobody';
export type TextLook = 'normal' | 'bold' | 'italic' | 'underline';

/** A conversation between its owner (user_id) and one companion: the AI or the guest. */
export const topics = pgTable(
  'topics',
  {
    id: identityId(),
    roomId: cascadeRef('room_id', () => rooms.id),
    userId: cascadeRef('user_id', () => users.id),
    guestId: integer('guest_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who held the guest seat last (now or before leaving): whom the owner's "Report user" names. */
    lastGuestId: integer('last_guest_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The newest message id when the current guest took the seat: a guest reads only what
     * was written after it, never an earlier guest's conversation with the owner.
     */
    guestSinceMessageId: bigint('guest_since_message_id', { mode: 'number' }),
    /**
     * What the current guest is, set when they take the seat: `interlocutor` (an approved
     * interlocutor, shown by `guest_name`, their nickname) or `guest` (shown neutrally).
     */
    guestKind: varchar('guest_kind', { length: 12 }).$type<GuestKind>(),
    guestName: varchar('guest_name', { length: 50 }),
    title: varchar('title', { length: 100 }).notNull(),
    chatMode: varchar('chat_mode', { length: 8 }).$type<ChatMode>().notNull().default('ai'),
    /**
     * Who may take the guest seat: `anyone` (join and random chat), `interlocutors` (approved
     * interlocutors only) or `nobody` (the owner and the companion). The owner's choice.
     */
    seatPolicy: varchar('seat_policy', { length: 16 })
      .$type<SeatPolicy>()
      .notNull()
      .default('anyone'),
    companionName: varchar('companion_name', { length: 50 }).notNull(),
    isHighlighted: boolean('is_highlighted').notNull().default(false),
    highlightColor: varchar('highlight_color', { length: 20 }),
    textLook: varchar('text_look', { length: 12 }).$type<TextLook>().notNull().default('normal'),
    color: varchar('color', { length: 20 }),
    isClosed: boolean('is_closed').notNull().default(false),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Why it closed: `owner`, `inactivity` or `moderation`; null while open (or closed before). */
    closedReason: varchar('closed_reason', { length: 12 }),
    /**
     * Until when the topic is in the safety lane (crisis detected in it): the seat is closed
     * to walk-ins, its messages are free, the companion stays in safe mode. Null otherwise.
     */
    safeUntil: timestamp('safe_until', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('topics_room_open_idx').on(table.roomId, table.isClosed, table.isHighlighted, table.id),
    index('topics_user_idx').on(table.userId, table.isClosed),
    index('topics_guest_idx').on(table.guestId, table.isClosed),
    check(
      'topics_guest_not_owner',
      sql`${table.guestId} is null or ${table.guestId} <> ${table.userId}`,
    ),
  ],
);

/** Something one user did or had done in one topic, once per pair, and when. */
function topicUserMark<TName extends string, TWhen extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  when: TWhen,
) {
  return pgTable(
    name,
    {
      topicId: cascadeRef('topic_id', () => topics.id),
      userId: cascadeRef('user_id', () => users.id),
      ...when,
    },
    (table) => [primaryKey({ columns: [table.topicId, table.userId] })],
  );
}

/** Who accepted the terms of which topic (once per topic per user). */
export const topicTermsAcceptances = topicUserMark('topic_terms_acceptances', {
  acceptedAt: stampedAt('accepted_at'),
});

/**
 * People the owner removed from a topic's seat: they cannot take it again (join, random
 * chat or an accepted request).
 */
export const topicRemovedGuests = topicUserMark('topic_removed_guests', {
  removedAt: stampedAt('removed_at'),
});

/**
 * A user's block of another: the two never share a topic again (random chat and join skip
 * the pair both ways). Made with "also block this person" on a user report.
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: cascadeRef('blocker_id', () => users.id),
    blockedId: cascadeRef('blocked_id', () => users.id),
    createdAt: createdAt(),
    /** The conversation the block was made in (its title shows in the blocker's list). */
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    /**
     * The name the blocked person went by for the blocker in that conversation (nickname or
     * the owner's alias); null for a walk-in guest, listed under the neutral label.
     */
    shownName: varchar('shown_name', { length: 50 }),
    /** The handle the blocker's list unblocks with (user ids are not shown to others). */
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('user_blocks_blocked_idx').on(table.blockedId, table.blockerId),
    uniqueIndex('user_blocks_id_unique').on(table.id),
  ],
);

/**
 * What wrote a message: the owner or a walk-in guest (`user`), an approved interlocutor in
 * the seat (`interlocutor`), the AI companion (`ai`) or the service (`system`).
 */
export type SenderKind = 'user' | 'interlocutor' | 'ai' | 'system';
/** What holds a topic's guest seat. */
export type GuestKind = 'interlocutor' | 'guest';

/**
 * An attachment as stored with its message: the processed file and its preview live in file
 * storage under `key` / `thumbnailKey`; the URLs the API answers are built from the message id.
 */
export interface MessageAttachment {
  type: 'image' | 'document' | 'audio' | 'video';
  original_filename: string;
  /** Bytes of the stored (processed) file. */
  filesize: number;
  width: number | null;
  height: number | null;
  /** Media type of the stored file, e.g. `image/png`. */
  mime: string;
  key: string;
  thumbnailKey: string | null;
}

export const messages = pgTable(
  'messages',
  {
    id: bigIdentityId(),
    topicId: cascadeRef('topic_id', () => topics.id),
    /** The user who wrote it; null for the AI companion and system notes. */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderKind: varchar('sender_kind', { length: 12 })
      .$type<SenderKind>()
      .notNull()
      .default('user'),
    /**
     * The name the author went by when it was written: the persona for `ai`, the nickname
     * for `interlocutor`; null for the owner and walk-in guests (labelled neutrally).
     */
    senderName: varchar('sender_name', { length: 50 }),
    content: text('content').notNull(),
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default([]),
    /** Hundredths of a point paid for it. */
    cost: bigint('cost', { mode: 'number' }).notNull().default(0),
    /**
     * Hundredths of `cost` that went to the matched interlocutor in the seat (their share,
     * `interlocutor_earnings`), shown on the sender's receipt; 0 when none did.
     */
    listenerShare: bigint('listener_share', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    /**
     * The message's place in its topic (1, 2, 3, …), taken from `topic_sequences` in the
     * statement that stores it, so `seq` order is commit order (modules/chat/store-message.ts).
     */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** The sender's key for this send (a UUID): a retry with it answers this message again. */
    clientKey: uuid('client_key'),
  },
  (table) => [
    index('messages_topic_idx').on(table.topicId, table.id),
    uniqueIndex('messages_topic_seq_unique').on(table.topicId, table.seq),
    uniqueIndex('messages_sender_client_key_unique')
      .on(table.senderId, table.clientKey)
      .where(sql`${table.clientKey} is not null`),
  ],
);

/**
 * The last `seq` given out in each topic. Its row is the lock every writer of the topic takes
 * last, when it stores the message, and holds until commit: one writer at a time per topic
 * gets the next number, so numbers follow commit order and never leave a hole that fills
 * later. A row appears with the topic's first message.
 */
export const topicSequences = pgTable('topic_sequences', {
  topicId: integer('topic_id')
    .primaryKey()
    .references(() => topics.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
});
