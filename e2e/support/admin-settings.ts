import { expect } from '@playwright/test';
import { e2eAdmin } from './admin';
import { apiSession } from './api-session';

/**
 * Runs `body` with settings changed through the admin API (what the server renders, its
 * content security policy included, follows them), then puts the old values back.
 */
export async function withSettings(
  baseURL: string,
  settings: Record<string, unknown>,
  body: () => Promise<void>,
) {
  const admin = await apiSession(baseURL, e2eAdmin);
  const put = async (values: Record<string, unknown>) => {
    const { cookies } = await admin.context.storageState();
    const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
    const answer = await admin.context.put('/api/admin/settings', {
      data: values,
      headers: { 'X-XSRF-TOKEN': xsrf, accept: 'application/json' },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  };
  const current = (await (await admin.context.get('/api/admin/settings')).json()) as {
    payload: { settings: Record<string, unknown> };
  };
  const previous = Object.fromEntries(
    Object.keys(settings).map((key) => [key, current.payload.settings[key]]),
  );
  await put(settings);
  try {
    await body();
  } finally {
    await put(previous);
    await admin.context.dispose();
  }
}
