import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { currencies, languages, settings } from '../db/schema';

/**
 * The reads behind the reference data every request may need (languages, currencies, site
 * settings), and the write of a setting: below the feature modules, which ask through
 * `app.reference`, so that this plugin depends on none of them.
 */

export function selectLanguages(db: Executor) {
  return db.select().from(languages).orderBy(asc(languages.position), asc(languages.id));
}

export function selectCurrencies(db: Executor) {
  return db.select().from(currencies).orderBy(asc(currencies.position), asc(currencies.id));
}

export function selectSettings(db: Executor) {
  return db.select().from(settings);
}

export async function upsertSetting(db: Executor, key: string, value: unknown) {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
}
