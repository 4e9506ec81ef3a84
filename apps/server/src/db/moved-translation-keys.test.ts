import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './rows';
import type { DatabaseHandle } from './client';
import { openTestDatabase } from '../test/test-database';

/**
 * Migration 0011 carries the rows of four moved UI-text keys to their new keys and drops the
 * old rows. The test database is already migrated, so the rows a database from before the
 * move would hold are written first, then the migration's SQL runs again on them.
 */
let database: DatabaseHandle;

const migration = new URL('./migrations/0011_moved-translation-keys.sql', import.meta.url);

async function runMigration(): Promise<void> {
  const text = await fs.readFile(migration, 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    await database.db.execute(sql.raw(statement));
  }
}

async function languageId(code: string): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await database.db.execute(sql`select id from languages where code = ${code}`),
  );
  return row!.id;
}

async function text(language: number, key: string) {
  const [row] = rowsOf<{ value: string; is_edited: boolean }>(
    await database.db.execute(
      sql`select value, is_edited from translations where language_id = ${language} and key = ${key}`,
    ),
  );
  return row;
}

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('migration 0011: the moved translation keys', () => {
  it("carries an operator's edits to the new keys, keeps the code's texts otherwise, and drops the old rows", async () => {
    const en = await languageId('en');
    const de = await languageId('de');
    const [french] = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`insert into languages (code, title, position) values ('fr', 'Français', 9) returning id`,
      ),
    );
    const fr = french!.id;
    const germanSessionText = await text(de, 'site.errors.sessionExpired');
    await database.db.execute(sql`
      update translations set value = 'Closed by our team.', is_edited = true
      where language_id = ${en} and key = 'chat.room.closedByModerator'`);
    await database.db.execute(sql`
      insert into translations (language_id, key, value, is_edited) values
        (${en}, 'auth.errors.logout', 'Signing out did not work.', true),
        (${de}, 'auth.errors.sessionExpired', 'Alter Text', false),
        (${en}, 'admin.chat.closedByModerator', 'An older edit.', true),
        (${fr}, 'interlocutors.console.nav', 'Interlocuteur', true)`);

    await runMigration();

    expect(await text(en, 'site.errors.logout')).toEqual({
      value: 'Signing out did not work.',
      is_edited: true,
    });
    expect(await text(de, 'site.errors.sessionExpired')).toEqual(germanSessionText);
    expect(await text(en, 'chat.room.closedByModerator')).toEqual({
      value: 'Closed by our team.',
      is_edited: true,
    });
    expect(await text(fr, 'site.nav.interlocutorConsole')).toEqual({
      value: 'Interlocuteur',
      is_edited: true,
    });
    const [left] = rowsOf<{ count: number }>(
      await database.db.execute(sql`
        select count(*)::int as count from translations where key in (
          'auth.errors.logout', 'auth.errors.sessionExpired',
          'interlocutors.console.nav', 'admin.chat.closedByModerator')`),
    );
    expect(left!.count).toBe(0);
  });
});
