import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, identityId, stampedAt } from './columns';
import { users } from './accounts';
import { topics } from './chat';

/** What the moderators work from: reports, their frozen evidence, and safety alerts. */

export type ReportType = 'topic' | 'user';
export type ReportStatus = 'open' | 'handled';
export type ReportResolution =
  'topic_closed' | 'user_blocked_chat' | 'user_blocked_account' | 'dismissed';

export const reports = pgTable(
  'reports',
  {
    id: identityId(),
    topicId: cascadeRef('topic_id', () => topics.id),
    reporterId: cascadeRef('reporter_id', () => users.id),
    reportedUserId: integer('reported_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    type: varchar('type', { length: 8 }).$type<ReportType>().notNull(),
    /**
     * Why: `spam`, `harassment`, `self_harm`, `danger_to_others` or `other` (older reports:
     * the free text the spec's client sent, or null).
     */
    reason: text('reason'),
    /** The reporter's own words (required with `other`). */
    details: text('details'),
    createdAt: createdAt(),
    /** `open` until a moderator handles it. */
    status: varchar('status', { length: 8 }).$type<ReportStatus>().notNull().default('open'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    resolution: varchar('resolution', { length: 24 }).$type<ReportResolution>(),
    /** The moderator's note (kept with the report, shown in the console). */
    handledNote: varchar('handled_note', { length: 500 }),
  },
  (table) => [
    // Once per reporter, topic, type and reported person (a topic report names the owner).
    uniqueIndex('reports_once_per_reporter').on(
      table.topicId,
      table.reporterId,
      table.type,
      table.reportedUserId,
    ),
    index('reports_status_idx').on(table.status, table.id),
  ],
);

/** One line of a report's evidence as kept after a participant deleted their account. */
export interface FrozenEvidenceLine {
  id: number;
  senderId: number | null;
  senderKind: string;
  /** Who wrote it in the topic: `owner`, `guest`, `interlocutor`, `ai` or `system`. */
  role: string;
  /** Empty when `isErased`: the deleted person's words are not kept. */
  content: string;
  isErased: boolean;
  createdAt: string;
}

/**
 * The evidence of an open report, frozen when a participant of its conversation deleted
 * their account: their lines erased (shown as "[deleted account]"), the others' lines kept
 * until the report is handled, then emptied (`removed_at`).
 */
export const reportEvidence = pgTable('report_evidence', {
  reportId: integer('report_id')
    .primaryKey()
    .references(() => reports.id, { onDelete: 'cascade' }),
  lines: jsonb('lines').$type<FrozenEvidenceLine[]>().notNull(),
  frozenAt: stampedAt('frozen_at'),
  removedAt: timestamp('removed_at', { withTimezone: true }),
});

/**
 * A crisis detected in a topic, for the moderators' console: one row each time a topic
 * enters the safety lane, open until a moderator marks it seen.
 */
export const safetyAlerts = pgTable(
  'safety_alerts',
  {
    id: identityId(),
    topicId: cascadeRef('topic_id', () => topics.id),
    /** Who wrote the message that set it off. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [index('safety_alerts_open_idx').on(table.handledAt, table.id)],
);
