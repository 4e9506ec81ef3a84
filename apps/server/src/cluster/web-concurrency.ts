import os from 'node:os';

/**
 * How many server processes `npm start` runs on its one port (WEB_CONCURRENCY): by default
 * one per core with PostgreSQL, one with the embedded PGlite, which only one process may
 * open. Throws for a value that is not a positive whole number, and for more than one
 * process on PGlite.
 */
export function resolveWebConcurrency(
  raw: string | undefined,
  databaseUrl: string | undefined,
  cores = os.availableParallelism(),
): number {
  const text = raw?.trim() ?? '';
  if (text === '') return databaseUrl ? Math.max(1, cores) : 1;
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw new Error(
      `WEB_CONCURRENCY must be a whole number of processes (1 or more), not "${text}"`,
    );
  }
  const count = Number(text);
  if (count > 1 && !databaseUrl) {
    throw new Error(
      `WEB_CONCURRENCY=${count} needs DATABASE_URL (PostgreSQL): the embedded database ` +
        '(PGlite) can be opened by one process only',
    );
  }
  return count;
}
