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

/**
 * A timestamp PostgreSQL wrote as JSON, as the API writes times (`Date#toISOString`: UTC,
 * milliseconds, `Z`). A session in UTC writes `2026-11-28T05:32:52.703241+00:00`, which is
 * rewritten as text (cut to milliseconds, as Date does); any other offset or form goes
 * through Date. A page of messages is presented without a Date per message.
 */
export function apiTimeOfJson(value: string): string {
  const isUtc = value.endsWith('+00:00') && value[4] === '-' && value[10] === 'T';
  if (isUtc && value.length === 25) return `${value.slice(0, 19)}.000Z`;
  if (isUtc && value[19] === '.' && value.length <= 32) {
    return `${value.slice(0, 20)}${`${value.slice(20, -6)}00`.slice(0, 3)}Z`;
  }
  return new Date(value).toISOString();
}
