import { timing, type TFieldErrors } from '@parlor/contracts';
import type { z } from 'zod';
import { i18n } from './i18n';
import { preferencesStore } from './preferences';
import { readCookie } from './storage';

/** A failed call: the server's envelope, or a network failure or timeout. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details: {
      code?: string;
      errors?: TFieldErrors;
      payload?: unknown;
      envelopeStatus?: string;
      isTimeout?: boolean;
      isNetwork?: boolean;
      body?: unknown;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    return this.details.code;
  }
  get errors(): TFieldErrors | undefined {
    return this.details.errors;
  }
  /** The first message of one field, as forms show it. */
  fieldError(field: string): string | undefined {
    return this.details.errors?.[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** 403 `Your email address is not verified.`: the app opens the verification page for it. */
export function isUnverifiedError(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'EMAIL_NOT_VERIFIED';
}

type Handlers = {
  /** Any 401: the session is gone. */
  onUnauthorized?: (error: ApiError) => void;
  /** 403 "Your email address is not verified.". */
  onUnverified?: (error: ApiError) => void;
};
let handlers: Handlers = {};

/** The app registers what happens on 401 and on the unverified 403 (spec §7, global handling). */
export function setApiEventHandlers(next: Handlers): void {
  handlers = next;
}

export interface RequestOptions<S extends z.ZodType | undefined = undefined> {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: Record<string, unknown> | FormData;
  /** Default 30 s (spec §9); chat calls use 10 s, terms calls 8 s. */
  timeoutMs?: number;
  /** Leave out `currency` and `lang_id`. */
  withoutContext?: boolean;
  /** Validate the answer; a mismatch is an error ("Invalid response from server"). */
  schema?: S;
  signal?: AbortSignal;
  /** Do not run the global 401/403 handlers (e.g. the start-up auth check). */
  silent?: boolean;
  /** Extra request headers (e.g. `Idempotency-Key` on a send that may be retried). */
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const csrfCookie = 'XSRF-TOKEN';

async function ensureCsrfCookie(): Promise<void> {
  if (readCookie(csrfCookie)) return;
  await fetch('/sanctum/csrf-cookie', { credentials: 'include' });
}

function withContext(options: RequestOptions<z.ZodType | undefined>, method: Method) {
  const { languageId, currency } = preferencesStore.get();
  const context: Record<string, string | number> = { currency };
  if (languageId !== null) context.lang_id = languageId;
  if (options.withoutContext) return { query: options.query, body: options.body };
  if (method === 'GET' || method === 'DELETE')
    return { query: { ...context, ...options.query }, body: options.body };
  if (options.body instanceof FormData) {
    // The language and currency first: the server reads an upload's fields in order and
    // answers a refusal mid-upload (too many files) in the language read so far.
    const form = new FormData();
    for (const [key, value] of Object.entries(context))
      if (!options.body.has(key)) form.append(key, String(value));
    for (const [key, value] of options.body.entries()) form.append(key, value);
    return { query: options.query, body: form };
  }
  return { query: options.query, body: { ...context, ...options.body } };
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = new URL(`/api${path.startsWith('/') ? path : `/${path}`}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

/**
 * `fetch` that gives up after the timeout or when the caller's signal aborts; a failure
 * to answer at all is an ApiError of status 0 (timeout or network).
 */
async function fetchWithTimeout(
  url: string,
  options: RequestOptions<z.ZodType | undefined>,
  init: Omit<RequestInit, 'signal'>,
): Promise<Response> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), options.timeoutMs ?? timing.apiTimeoutMs);
  options.signal?.addEventListener('abort', () => controller.abort());
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    const isTimeout = controller.signal.aborted && !options.signal?.aborted;
    throw new ApiError(i18n.t(isTimeout ? 'common.requestTimeout' : 'common.networkError'), 0, {
      isTimeout,
      isNetwork: !isTimeout,
      body: error,
    });
  } finally {
    clearTimeout(timeout);
  }
}

/** The answer's JSON; an empty or non-JSON body (a proxy's error page) is `undefined`. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

async function send(
  method: Method,
  path: string,
  options: RequestOptions<z.ZodType | undefined>,
  isRetry = false,
): Promise<unknown> {
  const { query, body } = withContext(options, method);
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (method !== 'GET') await ensureCsrfCookie();
  // Every request carries the token once the cookie exists: a few GETs change state
  // (`/topics/random`) and need it; without the cookie such a GET answers 419 and is retried.
  const token = readCookie(csrfCookie);
  if (token) headers['x-xsrf-token'] = token;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const response = await fetchWithTimeout(buildUrl(path, query), options, {
    method,
    headers,
    body: payload,
    credentials: 'include',
  });

  const json = await readJson(response);
  const envelope = (json ?? {}) as {
    status?: string;
    message?: string;
    code?: string;
    errors?: TFieldErrors;
    payload?: unknown;
  };

  if (!response.ok) {
    // A stale CSRF cookie (e.g. after the session changed elsewhere): refresh once and retry.
    if (response.status === 419 && !isRetry) {
      await fetch('/sanctum/csrf-cookie', { credentials: 'include' });
      return send(method, path, options, true);
    }
    const error = new ApiError(envelope.message ?? i18n.t('common.genericError'), response.status, {
      code: envelope.code,
      errors: envelope.errors,
      payload: envelope.payload,
      envelopeStatus: envelope.status,
      body: json,
    });
    if (!options.silent) {
      if (response.status === 401) handlers.onUnauthorized?.(error);
      if (isUnverifiedError(error)) handlers.onUnverified?.(error);
    }
    throw error;
  }

  if (options.schema) {
    const parsed = options.schema.safeParse(json);
    if (!parsed.success)
      throw new ApiError('Invalid response from server', response.status, { body: json });
    return parsed.data;
  }
  return json;
}

type Result<S> = S extends z.ZodType ? z.output<S> : unknown;

/** One verb of the client: typed by the schema passed, when one is. */
function caller(method: Method) {
  return <S extends z.ZodType | undefined = undefined>(
    path: string,
    options: RequestOptions<S> = {},
  ) => send(method, path, options) as Promise<Result<S>>;
}

/**
 * The one HTTP client of the web app: same-origin `/api`, cookies, the XSRF header,
 * `currency` and `lang_id` on every call, a timeout, and the envelope's errors as ApiError.
 */
export const api = {
  get: caller('GET'),
  post: caller('POST'),
  put: caller('PUT'),
  patch: caller('PATCH'),
  delete: caller('DELETE'),
};

/**
 * `GET` of our own server's answer, typed but not parsed again in the browser: the server's
 * serializer already validated it against the same contracts schema. For the calls of the
 * first visit (start-up, header, footer, home page), so that zod stays out of the entry chunk
 * (docs/decisions/150-the-first-visit-trusts-our-own-server-s-answers.md); only the `status: 'OK'` marker is checked. `T` is that schema's type.
 */
export async function getTrusted<T extends { status: 'OK' }>(
  path: string,
  options: Omit<RequestOptions, 'schema'> = {},
): Promise<T> {
  const answer = await send('GET', path, options);
  if ((answer as { status?: unknown } | undefined)?.status !== 'OK')
    throw new ApiError('Invalid response from server', 200, { body: answer });
  return answer as T;
}
