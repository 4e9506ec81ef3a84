import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database handle every query takes: PGlite and PostgreSQL answer through the same API. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Either the database or an open transaction; queries accept both. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** How schema keys map to column names, for every handle and for statements built ahead. */
export const columnCasing = 'snake_case';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite's page cache. PostgreSQL's default of 128 MB is set up in WebAssembly memory at every
 * start, about half a second of it on this machine; the embedded database serves one process
 * and reads past its cache from the operating system's. A larger database runs on PostgreSQL
 * (DATABASE_URL). docs/decisions/242-pglite-s-shared-buffers-32-mb.md.
 */
const pgliteSharedBuffers = '32MB';

/**
 * Every session's time zone, whatever the database's or the role's default: a `timestamptz`
 * turned into a date or a local time in SQL then reads the same on every installation.
 */
export const sessionTimeZone = 'UTC';

/** Any value of this key serialises concurrent migrations of several instances. */
const migrationLockKey = 7_283_617;

/** Opens PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; undefined keeps PGlite in memory. */
  pgliteDir?: string | undefined;
  /** A PGlite data directory dumped by `dumpDataDir` to start from (the tests' template). */
  pgliteImage?: Blob | undefined;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  if (options.pgliteDir) fs.mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  return pgliteHandle(
    await PGlite.create({
      dataDir: options.pgliteDir,
      loadDataDir: options.pgliteImage,
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `shared_buffers=${pgliteSharedBuffers}`,
        '-c',
        `TimeZone=${sessionTimeZone}`,
      ],
    }),
  );
}

/** pg and its Drizzle driver are loaded only with DATABASE_URL (their import costs start-up time). */
async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] =
    await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Connections are never closed for being idle: pg-pool otherwise arms a timer on every
    // release and clears it on the next query, a tenth of the poll's own CPU (decision 702).
    min: poolSize,
    options: `-c TimeZone=${sessionTimeZone}`,
  });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema, casing: columnCasing });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [migrationLockKey])
          .catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** The handle of an open PGlite instance. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing: columnCasing });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
