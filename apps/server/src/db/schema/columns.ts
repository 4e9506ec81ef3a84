import { timestamp } from 'drizzle-orm/pg-core';

/** A localised text: language code → text; `en` is always present and is the fallback. */
export type LocalizedText = { en: string } & Record<string, string>;

/** `created_at` / `updated_at` columns, timezone-aware. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
