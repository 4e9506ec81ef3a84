import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { e2eAdmin } from './admin';
import { createVerifiedUser, type E2EUser } from './users';

/**
 * A signed-in API session (cookie + XSRF header, as the SPA calls): `call` posts, or sends
 * with `method` (`put` for the calls that replace a resource).
 */
export async function apiSession(baseURL: string, user: E2EUser) {
  const context = await playwrightRequest.newContext({ baseURL });
  await context.get('/sanctum/csrf-cookie');
  const call = async (
    url: string,
    data: Record<string, unknown>,
    method: 'post' | 'put' = 'post',
  ) => {
    const { cookies } = await context.storageState();
    const xsrf = decodeURIComponent(
      cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '',
    );
    const response = await context[method](url, {
      data,
      headers: { 'X-XSRF-TOKEN': xsrf, accept: 'application/json' },
    });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { payload: Record<string, unknown> };
  };
  await call('/api/login', { email: user.email, password: user.password });
  return { context, call };
}

export async function userIdOf(baseURL: string, user: E2EUser): Promise<number> {
  const { context } = await apiSession(baseURL, user);
  const profile = (await (await context.get('/api/user/profile')).json()) as {
    payload: { id: number };
  };
  await context.dispose();
  return profile.payload.id;
}

/** A verified user made an interlocutor with `earnings` available points by the e2e admin. */
export async function createEarner(
  request: APIRequestContext,
  baseURL: string,
  earnings: number,
): Promise<E2EUser> {
  const user = await createVerifiedUser(request);
  const id = await userIdOf(baseURL, user);
  const admin = await apiSession(baseURL, e2eAdmin);
  await admin.call(`/api/admin/users/${id}/interlocutor`, {
    is_interlocutor: true,
    reason: 'e2e: approved interlocutor',
  });
  await admin.call(`/api/admin/users/${id}/balance-adjustments`, {
    account: 'earnings_available',
    amount: earnings,
    reason: 'e2e: earned coins',
  });
  await admin.context.dispose();
  return user;
}
