// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { setLanguagePreference } from './preferences';

/** The requests the client made: URL, method and headers. */
interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: unknown;
}

let calls: Call[];
let answers: Response[];

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function setXsrfCookie(value: string | null): void {
  document.cookie =
    value === null
      ? 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'
      : `XSRF-TOKEN=${encodeURIComponent(value)}; path=/`;
}

beforeEach(() => {
  calls = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      calls.push({
        url: input,
        method: init.method ?? 'GET',
        headers: { ...(init.headers as Record<string, string> | undefined) },
        body: init.body,
      });
      // The CSRF cookie endpoint sets a fresh cookie, as the server does.
      if (input === '/sanctum/csrf-cookie') {
        setXsrfCookie('fresh.token');
        return new Response(null, { status: 204 });
      }
      return answers.shift() ?? jsonResponse(200, { status: 'OK', payload: null });
    }),
  );
});
afterEach(() => {
  setXsrfCookie(null);
  vi.unstubAllGlobals();
});

describe('lib/api-client: the XSRF header', () => {
  it('goes with every request once the cookie exists, GETs included (GET /topics/random seats the user)', async () => {
    setXsrfCookie('abc.signed');
    await api.get('/topics/random', { query: { chat_mode: 'human' } });
    await api.post('/topics/join', { body: { topic_id: 1 } });
    expect(calls.map((call) => [call.method, call.headers['x-xsrf-token']])).toEqual([
      ['GET', 'abc.signed'],
      ['POST', 'abc.signed'],
    ]);
  });

  it('does not fetch a cookie before a plain GET; a 419 fetches one and retries with it', async () => {
    setXsrfCookie(null);
    answers.push(jsonResponse(419, { status: 'ERROR', message: 'CSRF token mismatch.' }));
    const answer = await api.get('/topics/random');
    expect(answer).toEqual({ status: 'OK', payload: null });
    expect(calls.map((call) => [call.url.split('?')[0], call.headers['x-xsrf-token']])).toEqual([
      ['/api/topics/random', undefined],
      ['/sanctum/csrf-cookie', undefined],
      ['/api/topics/random', 'fresh.token'],
    ]);
  });
});

describe('lib/api-client: an upload', () => {
  it('carries lang_id and currency before its files, which it keeps with their names', async () => {
    setXsrfCookie('abc.signed');
    setLanguagePreference(2, 'de');
    const form = new FormData();
    form.append('topic_id', '7');
    form.append('attachments[]', new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' }));
    form.append('types[]', 'document');
    await api.post('/messages/create', { body: form });
    const sent = calls.find((call) => call.url.includes('/messages/create'))?.body;
    expect(sent).toBeInstanceOf(FormData);
    const entries = [...(sent as FormData).entries()];
    expect(entries.map(([key]) => key)).toEqual([
      'currency',
      'lang_id',
      'topic_id',
      'attachments[]',
      'types[]',
    ]);
    expect(entries[1]![1]).toBe('2');
    expect((entries[3]![1] as File).name).toBe('notes.pdf');
  });
});
