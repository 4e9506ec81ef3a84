import { sqlState } from './database-errors';

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  sqlState?: string;
  /** SQL text only: the values bound to it may be password hashes or personal data. */
  query?: string;
  cause?: SerializedError;
}

/** Drizzle's "Failed query: <sql>\nparams: <values>" without the values. */
function withoutParams(message: string): string {
  const index = message.indexOf('\nparams:');
  return index === -1 ? message : message.slice(0, index);
}

/**
 * Logs errors without the data they carry: no bound query parameters, no database
 * `detail` (which quotes values, e.g. `Key (email)=(…) already exists`), nothing else
 * enumerable. Enough to find the bug, nothing to leak.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: String(error).slice(0, 200), stack: '' };
  }
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: withoutParams(error.message),
    stack: error.stack ? withoutParams(error.stack) : '',
  };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') serialized.code = code;
  const state = sqlState(error);
  if (state) serialized.sqlState = state;
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string') serialized.query = query;
  if (error.cause !== undefined && depth < 3)
    serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}
