import type { FastifyInstance, InjectOptions } from 'fastify';

/** The envelope every call answers, loosely typed for assertions. */
export interface ApiBody {
  status?: string;
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
  payload?: unknown;
  [key: string]: unknown;
}

export interface TestResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: ApiBody;
  /** The body as text (for HTML pages and non-JSON answers). */
  text: string;
  /** The body's bytes (files). */
  bytes: Buffer;
  /** `body.payload`, typed by the caller. */
  payload<T = Record<string, unknown>>(): T;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const stateChanging = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

export const testOrigin = 'http://localhost:3000';

/**
 * Talks to the app the way the web client does: keeps cookies, fetches the CSRF cookie
 * before its first state-changing call and echoes it in X-XSRF-TOKEN on every request once
 * it has it, sends the Origin.
 * `bearer` mode instead sends only `Authorization: Bearer`, like a non-browser client.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  private bearerToken: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: { mode: 'browser' | 'bearer' | 'bare' } = { mode: 'browser' },
  ) {}

  static bearer(app: FastifyInstance, token: string): TestClient {
    const client = new TestClient(app, { mode: 'bearer' });
    client.bearerToken = token;
    return client;
  }

  /** The same browser (its cookies) talking to another instance of the server. */
  sameBrowserOn(app: FastifyInstance): TestClient {
    const client = new TestClient(app, this.options);
    client.bearerToken = this.bearerToken;
    for (const [name, value] of this.cookies) client.cookies.set(name, value);
    return client;
  }

  get isBrowser(): boolean {
    return this.options.mode === 'browser';
  }

  /** `GET /sanctum/csrf-cookie`, as the web client does before signing in. */
  async fetchCsrfCookie(): Promise<void> {
    await this.request('GET', '/sanctum/csrf-cookie');
  }

  get(url: string, query?: Record<string, string | number>) {
    return this.request('GET', url, { query });
  }

  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, { body, headers });
  }

  put(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', url, { body, headers });
  }

  async request(
    method: Method,
    url: string,
    options: {
      body?: unknown;
      query?: Record<string, string | number>;
      headers?: Record<string, string>;
    } = {},
  ): Promise<TestResponse> {
    if (this.isBrowser && stateChanging.has(method) && !this.cookies.has('XSRF-TOKEN')) {
      await this.fetchCsrfCookie();
    }
    const headers: Record<string, string> = {};
    if (this.isBrowser) {
      headers.origin = testOrigin;
      if (this.cookies.size > 0) {
        headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      }
      const xsrf = this.cookies.get('XSRF-TOKEN');
      // Like the web client: on every request once the cookie exists (a GET may change state).
      if (xsrf) headers['x-xsrf-token'] = xsrf;
    }
    if (this.bearerToken) headers.authorization = `Bearer ${this.bearerToken}`;
    Object.assign(headers, options.headers);

    const query = options.query
      ? Object.fromEntries(
          Object.entries(options.query).map(([key, value]) => [key, String(value)]),
        )
      : undefined;
    const injectOptions: InjectOptions = { method, url, headers, query };
    if (options.body !== undefined) {
      if (typeof options.body === 'string') injectOptions.payload = options.body;
      else injectOptions.payload = options.body as InjectOptions['payload'];
    }
    const response = await this.app.inject(injectOptions);

    for (const cookie of response.cookies) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires instanceof Date && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }

    let body: ApiBody = {};
    const contentType = String(response.headers['content-type'] ?? '');
    if (contentType.includes('application/json') && response.body) body = response.json<ApiBody>();
    return {
      statusCode: response.statusCode,
      headers: response.headers,
      body,
      text: response.body,
      bytes: response.rawPayload,
      payload: <T>() => body.payload as T,
    };
  }
}
