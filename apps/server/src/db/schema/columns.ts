import { timestamp } from 'drizzle-orm/pg-core';

export type { LocalizedText } from '../../lib/localized';

/** `created_at` / `updated_at` columns, timezone-aware. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
