import { index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { bigIdentityId, createdAt } from './columns';
import { users } from './accounts';

/**
 * Every change an operator (admin or moderator) makes: who, what, on which object, the
 * object's state before and after, from which address, when. Append-only.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigIdentityId(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's role at the time (kept when the account later changes or goes). */
    actorRole: varchar('actor_role', { length: 16 }).notNull(),
    /** What was done, e.g. `application.approve`, `payout.reveal`, `settings.update`. */
    action: varchar('action', { length: 64 }).notNull(),
    /** The kind of object, e.g. `application`, `payout`, `user`, `setting`. */
    objectType: varchar('object_type', { length: 32 }).notNull(),
    objectId: varchar('object_id', { length: 64 }),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.id),
    index('audit_log_object_idx').on(table.objectType, table.objectId, table.id),
    index('audit_log_action_idx').on(table.action, table.id),
  ],
);
