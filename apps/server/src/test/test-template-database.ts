import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDatabase } from '../db/seed';

/** The PostgreSQL server tests use (its database is only used to create and drop others). */
export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  return url;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The template database the global setup migrates and seeds once per run. */
export function templateDatabaseName(runId: string): string {
  return `parlor_tpl_${runId}`;
}

/** What every test database starts from: the migrations and the demo seed. */
export async function migrateAndSeed(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedDatabase(handle.db, { demo: true });
}

/** Global setup for the postgres project: one migrated, seeded template per run. */
export async function createTemplateDatabase(runId: string): Promise<() => Promise<void>> {
  const name = templateDatabaseName(runId);
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const handle = await openDatabase({ databaseUrl: withDatabase(adminUrl(), name), poolSize: 2 });
  await migrateAndSeed(handle);
  await handle.close();
  return async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    // Leftovers of crashed runs: per-file databases of this run.
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`parlor_t_${runId}_%`],
    );
    for (const row of rows)
      await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.end();
  };
}
