import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interlocutorApplications } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { deletionToken } from '../../test/delete-account-testing';

let testApp: TestApp;
let asAdmin: TestClient;

beforeAll(async () => {
  testApp = await createTestApp();
  asAdmin = await signedInClient(testApp.app, await createUser(testApp.app, { role: 'admin' }));
});
afterAll(() => testApp.close());

describe('GET /api/admin/users/{id}', () => {
  it('shows the nickname the chat shows, not the profile name, and finds the user by it', async () => {
    const ben = await createUser(testApp.app, { name: 'User', interlocutor: true });
    await testApp.app.db.insert(interlocutorApplications).values({
      userId: ben.id,
      nickname: `Ben${ben.id}`,
      email: ben.email,
      experience: 'years',
      interests: 'films',
      helpDescription: 'listening',
      status: 'approved',
    });
    const detail = await asAdmin.get(`/api/admin/users/${ben.id}`);
    expect(detail.payload<{ user: unknown }>().user).toMatchObject({
      name: 'User',
      chat_nickname: `Ben${ben.id}`,
      is_interlocutor: true,
      is_deleted: false,
    });
    const found = await asAdmin.get('/api/admin/users', { q: `ben${ben.id}` });
    expect(found.payload<{ items: { id: number }[] }>().items.map((item) => item.id)).toEqual([
      ben.id,
    ]);
  });

  it('tells a deleted account from a blocked one', async () => {
    const person = await createUser(testApp.app);
    const client = await signedInClient(testApp.app, person);
    const token = await deletionToken(testApp.app, client, person);
    expect(
      (await new TestClient(testApp.app).post('/api/user/delete/confirm', { token })).statusCode,
    ).toBe(200);
    const blocked = await createUser(testApp.app);
    await asAdmin.post(`/api/admin/users/${blocked.id}/block`, {
      scope: 'account',
      reason: 'abuse',
    });

    const deleted = await asAdmin.get(`/api/admin/users/${person.id}`);
    expect(deleted.payload<{ user: unknown }>().user).toMatchObject({ is_deleted: true });
    const stillThere = await asAdmin.get(`/api/admin/users/${blocked.id}`);
    expect(stillThere.payload<{ user: unknown }>().user).toMatchObject({
      is_deleted: false,
      blocked_scope: 'account',
    });
  });
});
