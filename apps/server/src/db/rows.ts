/** The rows of a raw `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

/** A JSON column of a raw query as the driver gives it: parsed by `pg`, text from some PGlite paths. */
export const jsonOf = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** A timestamp of a row PostgreSQL wrote as JSON (`row_to_json`), or null. */
export const dateOrNull = (value: string | null): Date | null =>
  value === null ? null : new Date(value);
