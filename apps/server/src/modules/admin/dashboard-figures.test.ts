import type { TDashboard } from '@parlor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { makeTopic } from '../../test/chat-testing';
import { deletionToken } from '../../test/delete-account-testing';

let testApp: TestApp;
let asAdmin: TestClient;

beforeAll(async () => {
  // 10 hundredths per character.
  testApp = await createTestApp({ settings: { message_symbol_cost: 0.1 } });
  asAdmin = await signedInClient(testApp.app, await createUser(testApp.app, { role: 'admin' }));
});
afterAll(() => testApp.close());

const dashboard = async () => (await asAdmin.get('/api/admin/dashboard')).payload<TDashboard>();

describe('GET /api/admin/dashboard', () => {
  it('counts what was bought as spent; points forfeited by a deleted account are a figure of their own', async () => {
    const before = await dashboard();

    const buyer = await createUser(testApp.app, { points: 10 });
    const buyerClient = await signedInClient(testApp.app, buyer);
    const topicId = await makeTopic(testApp.app, { ownerId: buyer.id });
    const sent = await buyerClient.post('/api/messages/create', {
      topic_id: topicId,
      content: 'Hello',
    });
    expect(sent.statusCode).toBe(200);

    const leaver = await createUser(testApp.app, { points: 42 });
    const leaverClient = await signedInClient(testApp.app, leaver);
    const token = await deletionToken(testApp.app, leaverClient, leaver);
    const confirmed = await new TestClient(testApp.app).post('/api/user/delete/confirm', { token });
    expect(confirmed.statusCode).toBe(200);

    // An admin's debit corrects a balance; nothing was bought with it.
    const adjusted = await asAdmin.post(`/api/admin/users/${buyer.id}/balance-adjustments`, {
      account: 'points',
      amount: -1,
      reason: 'correction',
    });
    expect(adjusted.statusCode).toBe(200);

    const after = await dashboard();
    expect(after.points_spent_today - before.points_spent_today).toBeCloseTo(0.5, 2);
    expect(after.points_forfeited_today - before.points_forfeited_today).toBeCloseTo(42, 2);
    expect(after.days.at(-1)!.points_spent - before.days.at(-1)!.points_spent).toBeCloseTo(0.5, 2);
  });
});
