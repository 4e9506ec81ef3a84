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
