/** A minimal HTTP client for the bench: same-origin cookies, the XSRF header, or a bearer token. */

export interface BenchResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export class BenchClient {
  private readonly cookies = new Map<string, string>();
  token: string | undefined;

  constructor(readonly baseUrl: string) {}

  async request<T = { status?: string; message?: string; payload?: unknown }>(
    method: string,
    path: string,
    body?: unknown,
    options: { form?: Record<string, string>; redirect?: 'manual' | 'follow' } = {},
  ): Promise<BenchResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // Echoed like the web app does: cookie calls (POST /api/tokens) need it.
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf && !this.token) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    let payload: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: payload,
      redirect: options.redirect ?? 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), rest.join('='));
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (an HTML page): keep the text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = { status?: string; payload?: unknown }>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = { status?: string; message?: string; payload?: unknown }>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body);
  }
}

/** Throws unless the answer has the expected status code. */
export function expectStatus(response: BenchResponse, status: number, what: string): void {
  if (response.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`,
    );
  }
}
