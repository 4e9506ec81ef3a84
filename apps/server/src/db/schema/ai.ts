import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { topics } from './chat';

/**
 * A pending companion reply: at most one per topic. It is claimed by one instance at a
 * time (`claim_token` + `locked_until`, taken with FOR UPDATE SKIP LOCKED), so a restart
 * loses nothing and two instances never answer twice. `message_id` is reserved from the
 * messages' sequence when the reply is scheduled: the "Writing..." placeholder, the streamed
 * frames and the stored reply all carry it.
 */
export const aiReplyJobs = pgTable(
  'ai_reply_jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    topicId: integer('topic_id')
      .notNull()
      .unique()
      .references(() => topics.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    /** The language the owner wrote in (their interface language at the time). */
    lang: varchar('lang', { length: 8 }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Set while an instance works on it; a lapsed lease lets another instance take over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    claimToken: uuid('claim_token'),
    /** Failed tries so far (provider errors); the third ends in a system message. */
    attempts: integer('attempts').notNull().default(0),
    /** The owner wrote again while the reply was being produced: answer once more after it. */
    hasFollowUp: boolean('has_follow_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('ai_reply_jobs_due_idx').on(table.dueAt)],
);

export type AiReplyJobRow = typeof aiReplyJobs.$inferSelect;
