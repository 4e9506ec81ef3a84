import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { identityId } from './columns';
import type { TopicNotes } from './topic-notes';
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
    id: identityId(),
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
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('ai_reply_jobs_due_idx').on(table.dueAt)],
);

export type AiReplyJobRow = typeof aiReplyJobs.$inferSelect;

/**
 * The companion's memory of one topic: a rolling summary of the part of the
 * conversation that no longer fits the prompt, written by the provider in a background job
 * and masked; the offline companion's notes. Never shown to anyone: it only goes into the
 * companion's own prompt. Deleted with the topic (and purged with its messages).
 *
 * It is also the summary's job row: `due_at` set means "summarise up to
 * `summarize_through_seq`"; an instance claims it with `claim_token` + `locked_until`
 * (FOR UPDATE SKIP LOCKED), so one topic's summary is written in one place at a time and a
 * restart hands the lapsed lease on.
 */
export const topicMemories = pgTable(
  'topic_memories',
  {
    topicId: integer('topic_id')
      .primaryKey()
      .references(() => topics.id, { onDelete: 'cascade' }),
    summary: text('summary').notNull().default(''),
    /** The summary covers the topic's messages up to this `seq`. */
    summarizedThroughSeq: bigint('summarized_through_seq', { mode: 'number' }).notNull().default(0),
    notes: jsonb('notes').$type<TopicNotes>().notNull().default({ names: [], subjects: [] }),
    /** The job: summarise up to this `seq` once due. */
    summarizeThroughSeq: bigint('summarize_through_seq', { mode: 'number' }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    claimToken: uuid('claim_token'),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('topic_memories_due_idx').on(table.dueAt)],
);

export type TopicMemoryRow = typeof topicMemories.$inferSelect;
