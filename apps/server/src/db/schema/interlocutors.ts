import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigIdentityId, cascadeRef, createdAt, identityId, stampedAt } from './columns';
import { users } from './accounts';
import { topics } from './chat';

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

/** An application to become an interlocutor; one pending per user, results kept as history. */
export const interlocutorApplications = pgTable(
  'interlocutor_applications',
  {
    id: identityId(),
    userId: cascadeRef('user_id', () => users.id),
    nickname: varchar('nickname', { length: 50 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    experience: text('experience').notNull(),
    interests: text('interests').notNull(),
    helpDescription: text('help_description').notNull(),
    status: varchar('status', { length: 12 })
      .$type<ApplicationStatus>()
      .notNull()
      .default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('interlocutor_applications_user_idx').on(table.userId, table.id),
    index('interlocutor_applications_status_idx').on(table.status, table.id),
    uniqueIndex('interlocutor_applications_one_pending')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * `drafting`: the owner pressed *Human* and reads the companion's hand-off draft; the request
 * is offered to nobody until they decide (then `searching`).
 */
export type InterlocutorRequestStatus =
  'drafting' | 'searching' | 'accepted' | 'cancelled' | 'timed_out' | 'ended';

/**
 * An owner's search for a person for one topic. `searching` until someone accepts (then
 * `accepted` while they hold the seat, `ended` once they left), the owner cancels, or the
 * deadline passes (`timed_out`, claimed by whichever instance sweeps first).
 */
/** The owner's answer to the offered hand-off summary. */
export type HandoffStatus = 'accepted' | 'declined';

export const interlocutorRequests = pgTable(
  'interlocutor_requests',
  {
    id: identityId(),
    topicId: cascadeRef('topic_id', () => topics.id),
    ownerId: cascadeRef('owner_id', () => users.id),
    status: varchar('status', { length: 12 })
      .$type<InterlocutorRequestStatus>()
      .notNull()
      .default('searching'),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * The hand-off summary: the companion's draft offered to the owner when they
     * asked for a person, and what the owner decided. Only an `accepted` summary (the text the
     * owner approved, maybe edited) is shown to the interlocutor who accepts this request.
     */
    handoffDraft: text('handoff_draft'),
    handoffSummary: text('handoff_summary'),
    handoffStatus: varchar('handoff_status', { length: 10 }).$type<HandoffStatus>(),
    handoffDecidedAt: timestamp('handoff_decided_at', { withTimezone: true }),
  },
  (table) => [
    index('interlocutor_requests_status_idx').on(table.status, table.deadlineAt),
    index('interlocutor_requests_accepted_idx').on(table.acceptedBy, table.status),
    uniqueIndex('interlocutor_requests_one_open_per_topic')
      .on(table.topicId)
      .where(sql`${table.status} in ('searching', 'accepted')`),
  ],
);

/** Whether an interlocutor wants offers, and when a socket of theirs was last seen. */
export const interlocutorPresence = pgTable('interlocutor_presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isAvailable: boolean('is_available').notNull().default(false),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
});

/** One row per server instance holding at least one socket of the interlocutor. */
export const interlocutorSockets = pgTable(
  'interlocutor_sockets',
  {
    userId: cascadeRef('user_id', () => users.id),
    instanceId: varchar('instance_id', { length: 64 }).notNull(),
    seenAt: stampedAt('seen_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.instanceId] })],
);

/** One credited share: pending until `releaseAt`, then moved to available once. */
export const interlocutorEarnings = pgTable(
  'interlocutor_earnings',
  {
    id: bigIdentityId(),
    userId: cascadeRef('user_id', () => users.id),
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    /** What the owner paid for, e.g. `message:12`. */
    source: varchar('source', { length: 64 }).notNull(),
    /** Hundredths of a point credited to the interlocutor. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Hundredths of a point the owner spent. */
    spent: bigint('spent', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    index('interlocutor_earnings_user_idx').on(table.userId, table.id),
    index('interlocutor_earnings_release_idx').on(table.releasedAt, table.releaseAt),
  ],
);
