import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TPushPayload } from '@parlor/contracts';
import { bigIdentityId, cascadeRef, createdAt, identityId, stampedAt, updatedAt } from './columns';
import { users } from './accounts';
import { topics } from './chat';

/**
 * A browser (device) that receives the user's push notifications: the push service's
 * endpoint and the keys the payload is encrypted with (RFC 8291). One row per endpoint; a
 * push service answering 404/410 for it deletes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: identityId(),
    userId: cascadeRef('user_id', () => users.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: varchar('p256dh', { length: 128 }).notNull(),
    auth: varchar('auth', { length: 64 }).notNull(),
    device: varchar('device', { length: 80 }).notNull().default(''),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * A user's notification settings; no row means the defaults (every kind on, no quiet
 * hours, UTC, full previews). Kinds are stored as the ones switched off, so a kind added
 * later is on for everyone.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pushOffKinds: jsonb('push_off_kinds').$type<string[]>().notNull().default([]),
  /** Kinds whose e-mails the user stopped (account page, or the mail's unsubscribe link). */
  mailOffKinds: jsonb('mail_off_kinds').$type<string[]>().notNull().default([]),
  quietStart: varchar('quiet_start', { length: 5 }),
  quietEnd: varchar('quiet_end', { length: 5 }),
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
  privatePreviews: boolean('private_previews').notNull().default(false),
  updatedAt: updatedAt(),
});

export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;

/**
 * One push message to one subscription, a job row like the companion's replies: claimed by
 * one instance at a time (`claim_token` + `locked_until`, FOR UPDATE SKIP LOCKED), deleted
 * once the push service took it; a 429/5xx answer moves `due_at` on (back-off), so a restart
 * loses nothing and two instances never send it twice.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: bigIdentityId(),
    subscriptionId: cascadeRef('subscription_id', () => pushSubscriptions.id),
    payload: jsonb('payload').$type<TPushPayload>().notNull(),
    /** Seconds the push service keeps it for an offline device (RFC 8030 TTL). */
    ttl: integer('ttl').notNull(),
    urgency: varchar('urgency', { length: 8 }).notNull(),
    /** What it is about (`request:12`): a late accept or a decline withdraws the others. */
    subject: varchar('subject', { length: 40 }),
    dueAt: timestamp('due_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    claimToken: uuid('claim_token'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('push_deliveries_due_idx').on(table.dueAt)],
);

export type PushDeliveryRow = typeof pushDeliveries.$inferSelect;

/** E-mails sent per user and subject (`request:12`): one mail per request at most. */
export const notificationMails = pgTable(
  'notification_mails',
  {
    userId: cascadeRef('user_id', () => users.id),
    subject: varchar('subject', { length: 40 }).notNull(),
    sentAt: stampedAt('sent_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.subject] })],
);

/**
 * Which conversation each open socket shows in a visible tab, so that nothing is pushed for
 * a conversation the user is looking at on any device. Written by the socket's instance,
 * refreshed by its heartbeat; a row not refreshed for a while belongs to a dead instance.
 */
export const topicViews = pgTable(
  'topic_views',
  {
    socketId: uuid('socket_id').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    topicId: cascadeRef('topic_id', () => topics.id),
    seenAt: stampedAt('seen_at'),
  },
  (table) => [index('topic_views_user_topic_idx').on(table.userId, table.topicId)],
);

/**
 * The notifications a user's devices may still show, by tag (`topic-5`, `offer-12`): when
 * the conversation is read or the offer closes, only these users get a push that closes it.
 */
export const pushedTags = pgTable(
  'pushed_tags',
  {
    userId: cascadeRef('user_id', () => users.id),
    tag: varchar('tag', { length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.tag] }),
    index('pushed_tags_tag_idx').on(table.tag),
  ],
);
