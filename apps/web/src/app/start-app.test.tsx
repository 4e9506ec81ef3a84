// @vitest-environment jsdom
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './start-app';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The API as a healthy server answers it, but for the paths that fail. */
function answer(url: string, failing: RegExp): Response {
  const path = new URL(url, 'http://localhost').pathname;
  if (failing.test(path)) return jsonResponse(500, { status: 'ERROR', message: 'Server error' });
  if (path.endsWith('/languages'))
    return jsonResponse(200, {
      status: 'OK',
      payload: [{ id: 1, code: 'en', title: 'English', default: 1 }],
    });
  if (path.endsWith('/localizations')) return jsonResponse(200, { status: 'OK', payload: {} });
  if (path.endsWith('/currencies'))
    return jsonResponse(200, {
      status: 'OK',
      payload: [{ code: 'EUR', value: 1, symbol: '€', default: 1 }],
    });
  if (path.endsWith('/is-auth'))
    return jsonResponse(200, {
      status: 'OK',
      authenticated: false,
      emailVerified: false,
      canUseConsole: false,
    });
  return jsonResponse(404, { status: 'ERROR', message: 'Not found' });
}

let failing = /$^/;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => answer(input, failing)),
  );
});
// The root is unmounted: React is shared by the test files a worker runs one after another,
// and a root left mounted on a torn-down document left the next file's renders empty.
let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  vi.unstubAllGlobals();
});

describe('start-up (spec §2 Layouts, §8 Settings)', () => {
  it('says "Failed to fetch settings." when the settings cannot be loaded', async () => {
    failing = /\/settings$/;
    const container = document.createElement('div');
    document.body.append(container);
    root = await startApp(container);
    await vi.waitFor(() => expect(container.textContent).toContain('Failed to fetch settings.'), {
      timeout: 10_000,
    });
    expect(container.textContent).toContain('An error occurred during initialization.');
  }, 30_000);
});
