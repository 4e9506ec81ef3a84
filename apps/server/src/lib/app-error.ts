import type { TMessageKey } from '@parlor/contracts/i18n';

type Params = Record<string, string | number>;

/** A field's messages: translation keys, or keys with their placeholder values. */
export type FieldMessage = TMessageKey | { key: TMessageKey; params?: Params };

interface AppErrorOptions {
  params?: Params;
  /** Field → messages, answered as `errors` (HTTP 422). */
  fields?: Record<string, FieldMessage[]>;
  /** Stable machine-readable reason, answered as `code`. */
  code?: string;
  /** Extra data for the client, answered as `payload`. */
  payload?: Record<string, unknown>;
  /** `status` of the envelope; `VERIFY` for unverified sign-ins. */
  envelopeStatus?: 'ERROR' | 'VERIFY';
  /** Seconds, answered in the Retry-After header. */
  retryAfter?: number;
}

/**
 * The one error type domain code throws. The error plugin turns it into the envelope
 * `{ status: 'ERROR', message, code?, errors? }` with the message translated into the
 * caller's language.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messageKey: TMessageKey;
  readonly params: Params | undefined;
  readonly fields: Record<string, FieldMessage[]> | undefined;
  readonly code: string | undefined;
  readonly payload: Record<string, unknown> | undefined;
  readonly envelopeStatus: 'ERROR' | 'VERIFY';
  readonly retryAfter: number | undefined;

  constructor(statusCode: number, messageKey: TMessageKey, options: AppErrorOptions = {}) {
    super(messageKey);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.messageKey = messageKey;
    this.params = options.params;
    this.fields = options.fields;
    this.code = options.code;
    this.payload = options.payload;
    this.envelopeStatus = options.envelopeStatus ?? 'ERROR';
    this.retryAfter = options.retryAfter;
  }

  /** 422 with one field error; the message is that field's message. */
  static field(field: string, key: TMessageKey, params?: Params): AppError {
    return new AppError(422, key, { params, fields: { [field]: [{ key, params }] } });
  }

  static notFound(key: TMessageKey = 'errors.notFound', options?: AppErrorOptions): AppError {
    return new AppError(404, key, options);
  }

  static forbidden(key: TMessageKey = 'errors.forbidden', options?: AppErrorOptions): AppError {
    return new AppError(403, key, options);
  }

  static unauthenticated(): AppError {
    return new AppError(401, 'errors.unauthenticated', { code: 'UNAUTHENTICATED' });
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * Runs independent checks of one request and answers every failed field at once: a check
 * that throws a 422 with field errors does not stop the others; when any failed, one 422
 * names every field (message and code of the first). Other errors pass through. Answers
 * the checks' results, in order.
 */
export async function checkFields<T extends readonly unknown[] | []>(checks: {
  [K in keyof T]: () => T[K] | Promise<T[K]>;
}): Promise<T> {
  const results: unknown[] = [];
  const failures: AppError[] = [];
  for (const check of checks) {
    try {
      results.push(await check());
    } catch (error) {
      if (!(isAppError(error) && error.statusCode === 422 && error.fields)) throw error;
      failures.push(error);
    }
  }
  const [first] = failures;
  if (!first) return results as unknown as T;
  const fields: Record<string, FieldMessage[]> = {};
  for (const failure of failures) {
    for (const [field, messages] of Object.entries(failure.fields ?? {})) {
      fields[field] = [...(fields[field] ?? []), ...messages];
    }
  }
  throw new AppError(422, first.messageKey, {
    params: first.params,
    fields,
    code: first.code,
    payload: first.payload,
  });
}
