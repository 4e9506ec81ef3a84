import { bigint, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export type { LocalizedText } from '../../lib/localized';

/** `id`, an integer the database numbers (identity). */
export const identityId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** `id`, a bigint the database numbers (identity), for tables that grow without end. */
export const bigIdentityId = () =>
  bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();

/** A moment, timezone-aware, set by the database on insert: when the row came to be. */
export const stampedAt = <TName extends string>(name: TName) =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** `created_at`, timezone-aware, set by the database on insert. */
export const createdAt = () => stampedAt('created_at');

/** `updated_at`, timezone-aware, set on insert (writers set it again on update). */
export const updatedAt = () => stampedAt('updated_at');

/** `created_at` / `updated_at` columns, timezone-aware. */
export const timestamps = {
  createdAt: createdAt(),
  updatedAt: updatedAt(),
};

/**
 * A required reference to another table's id whose row is deleted with the row it points at
 * (`not null`, `on delete cascade`): what belongs to a user, a topic, a report.
 */
export const cascadeRef = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
