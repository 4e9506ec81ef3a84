import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { adminUrl, templateDatabaseName, withDatabase } from './test-template-database';

/** Set by vitest's projects: `pglite` (always) or `postgres` (when TEST_DATABASE_URL is set). */
export const testDatabaseKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite loaded from the
 * run's dumped template, or a new PostgreSQL database copied from the run's template
 * database (dropped again by `close`).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'pglite') {
    const template = await fs.readFile(inject('pgliteTemplatePath'));
    return openDatabase({ pgliteImage: new Blob([template]) });
  }
  const created = await createTestPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: created.url, poolSize: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

/**
 * A new PostgreSQL database copied from the run's migrated and seeded template, for a
 * server started as a process of its own (its URL); `drop` removes it, connections and all.
 */
export async function createTestPostgresDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const runId = inject('testRunId');
  const name = `parlor_t_${runId}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${templateDatabaseName(runId)}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl(), name),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl() });
      await dropper.connect();
      await dropper
        .query(`drop database if exists "${name}" with (force)`)
        .finally(() => dropper.end());
    },
  };
}
