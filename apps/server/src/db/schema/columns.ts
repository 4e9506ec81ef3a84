import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export type { LocalizedText } from '../../lib/localized';

/** `created_at`, timezone-aware, set by the database on insert. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `updated_at`, timezone-aware, set on insert (writers set it again on update). */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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
