import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';

let testApp: TestApp;
let asAdmin: TestClient;
let asModerator: TestClient;
let asUser: TestClient;
let asGuest: TestClient;
let targetId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const { app } = testApp;
  asAdmin = await signedInClient(app, await createUser(app, { role: 'admin' }));
  asModerator = await signedInClient(app, await createUser(app, { role: 'moderator' }));
  asUser = await signedInClient(app, await createUser(app));
  asGuest = new TestClient(app);
  targetId = (await createUser(app, { points: 5 })).id;
});
afterAll(async () => {
  await testApp.close();
});

type Call = { method: 'GET' | 'POST' | 'PUT'; url: () => string; body?: unknown };

/** Calls only admins may make: money, settings, figures, the audit log. */
const adminOnly: Call[] = [
  { method: 'GET', url: () => '/api/admin/dashboard' },
  { method: 'GET', url: () => '/api/admin/settings' },
  { method: 'PUT', url: () => '/api/admin/settings', body: { support_phone: '+49 30 1234' } },
  { method: 'GET', url: () => `/api/admin/users/${targetId}/ledger` },
  { method: 'GET', url: () => '/api/admin/audit-log' },
];

/** Calls moderators may make too: users, reports, blocking. */
const moderatorToo: Call[] = [
  { method: 'GET', url: () => '/api/admin/me' },
  { method: 'GET', url: () => '/api/admin/users?q=example' },
  { method: 'GET', url: () => `/api/admin/users/${targetId}` },
  { method: 'GET', url: () => '/api/admin/reports' },
];

function send(client: TestClient, call: Call) {
  return client.request(call.method, call.url(), call.body ? { body: call.body } : {});
}

describe('authorization of /api/admin', () => {
  it.each([...adminOnly, ...moderatorToo].map((call) => [call.method, call.url.toString(), call]))(
    '%s %s answers 401 to guests and 403 to users',
    async (_method, _url, call) => {
      expect((await send(asGuest, call)).statusCode).toBe(401);
      const asPlainUser = await send(asUser, call);
      expect(asPlainUser.statusCode).toBe(403);
      expect(asPlainUser.body.status).toBe('ERROR');
    },
  );

  it.each(adminOnly.map((call) => [call.method, call.url.toString(), call]))(
    '%s %s is for admins only (moderator 403, admin 200)',
    async (_method, _url, call) => {
      expect((await send(asModerator, call)).statusCode).toBe(403);
      const answer = await send(asAdmin, call);
      expect(answer.statusCode).toBe(200);
      expect(answer.body.status).toBe('OK');
    },
  );

  it.each(moderatorToo.map((call) => [call.method, call.url.toString(), call]))(
    '%s %s answers 200 to moderators and admins',
    async (_method, _url, call) => {
      expect((await send(asModerator, call)).statusCode).toBe(200);
      expect((await send(asAdmin, call)).statusCode).toBe(200);
    },
  );

  it('block and unblock answer 401 to guests and 403 to users, and work for moderators', async () => {
    const url = `/api/admin/users/${targetId}/block`;
    const body = { scope: 'chat', reason: 'spam' };
    expect((await asGuest.post(url, body)).statusCode).toBe(401);
    expect((await asUser.post(url, body)).statusCode).toBe(403);
    expect((await asModerator.post(url, body)).statusCode).toBe(200);
    const unblock = `/api/admin/users/${targetId}/unblock`;
    expect((await asUser.post(unblock, { reason: 'appeal' })).statusCode).toBe(403);
    expect((await asModerator.post(unblock, { reason: 'appeal' })).statusCode).toBe(200);
  });

  it('every admin call is in the OpenAPI document', async () => {
    const document = (await asGuest.get('/api/openapi.json')).body as {
      paths?: Record<string, unknown>;
    };
    const paths = Object.keys(document.paths ?? {});
    for (const path of [
      '/api/admin/me',
      '/api/admin/dashboard',
      '/api/admin/settings',
      '/api/admin/users',
      '/api/admin/users/{id}',
      '/api/admin/users/{id}/ledger',
      '/api/admin/users/{id}/block',
      '/api/admin/users/{id}/unblock',
      '/api/admin/reports',
      '/api/admin/reports/{id}/handle',
      '/api/admin/audit-log',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
