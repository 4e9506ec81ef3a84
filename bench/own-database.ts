import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of a scenario's own next to the bench's PostgreSQL (BENCH_DATABASE_URL, default
 * the local test server), for a scenario that starts its own server: the shared bench server
 * must not sweep that server's jobs.
 */
const sharedDatabaseUrl = () =>
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Creates `parlor_bench_<prefix>_<random>` and answers its URL and name. */
export async function ownDatabase(prefix: string): Promise<{ url: string; name: string }> {
  const shared = sharedDatabaseUrl();
  const name = `parlor_bench_${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: shared });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

/** Drops the run's database once its server has stopped (runs left one behind each). */
export async function dropOwnDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: sharedDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
