import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  hasSharedInfrastructure,
  startTwoInstances,
  type TwoInstances,
} from '../../test/two-instances-testing';
import type { TestClient } from '../../test/test-client';
import { roomIds } from '../../test/chat-testing';

let testApp: TestApp;
let asAdmin: TestClient;

beforeAll(async () => {
  testApp = await createTestApp();
  asAdmin = await signedInClient(testApp.app, await createUser(testApp.app, { role: 'admin' }));
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/admin/settings', () => {
  it('answers every stored key of the settings', async () => {
    const answer = await asAdmin.get('/api/admin/settings');
    const settings = answer.payload<{ settings: Record<string, unknown> }>().settings;
    expect(Object.keys(settings)).toEqual(
      expect.arrayContaining(['new_topic_cost', 'message_symbol_cost', 'google_tag', 'requisites']),
    );
  });
});

describe('PUT /api/admin/settings', () => {
  it('answers 422 under the field for a negative price and changes nothing', async () => {
    const before = (await asAdmin.get('/api/admin/settings')).payload<{
      settings: { new_topic_cost: number };
    }>().settings.new_topic_cost;
    const answer = await asAdmin.put('/api/admin/settings', { new_topic_cost: -1 });
    expect(answer.statusCode).toBe(422);
    expect(answer.body.errors?.new_topic_cost?.length).toBeGreaterThan(0);
    const after = await testApp.app.reference.settings();
    expect(after.new_topic_cost).toBe(before);
  });

  it('refuses unknown keys, wrong types and a minimum interval above the maximum', async () => {
    expect((await asAdmin.put('/api/admin/settings', { no_such_key: 1 })).statusCode).toBe(422);
    expect((await asAdmin.put('/api/admin/settings', { is_reg_enabled: 'yes' })).statusCode).toBe(
      422,
    );
    const order = await asAdmin.put('/api/admin/settings', {
      bot_reply_interval_min: 50,
      bot_reply_interval_max: 10,
    });
    expect(order.statusCode).toBe(422);
    expect(order.body.errors?.bot_reply_interval_min).toBeDefined();
  });

  it('changes a price at once, writes the audit row before → after, and a user pays the new cost', async () => {
    const old = (await testApp.app.reference.settings()).new_topic_cost;
    const answer = await asAdmin.put('/api/admin/settings', { new_topic_cost: 7, lang_id: 1 });
    expect(answer.statusCode).toBe(200);
    expect(answer.payload<{ settings: { new_topic_cost: number } }>().settings.new_topic_cost).toBe(
      7,
    );
    const publicSettings = await asAdmin.get('/api/settings');
    expect(publicSettings.payload<{ new_topic_cost: number }>().new_topic_cost).toBe(7);

    const audit = await asAdmin.get('/api/admin/audit-log', { action: 'settings.update' });
    const [row] = audit.payload<{ items: { before: unknown; after: unknown; ip: string }[] }>()
      .items;
    expect(row).toMatchObject({ before: { new_topic_cost: old }, after: { new_topic_cost: 7 } });
    expect(row?.ip).toBeTruthy();

    const user = await createUser(testApp.app, { points: 10 });
    const asUser = await signedInClient(testApp.app, user);
    const [roomId] = await roomIds(testApp.app);
    const created = await asUser.post('/api/topics/create', { room_id: roomId, title: 'Paid' });
    expect(created.statusCode).toBe(200);
    const profile = await asUser.get('/api/user/profile');
    expect(profile.payload<{ balance: number }>().balance).toBe(3);
  });
});

describe.runIf(hasSharedInfrastructure)('a settings change on two instances', () => {
  let instanceA: TestApp;
  let instanceB: TestApp;
  let instances: TwoInstances | undefined;

  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ a: instanceA, b: instanceB } = instances);
  });
  afterAll(() => instances?.close());

  it('is seen by the other instance at once, without waiting for its cache', async () => {
    // Instance B has the old value cached.
    const before = (await instanceB.app.reference.settings()).new_topic_cost;
    const admin = await signedInClient(
      instanceA.app,
      await createUser(instanceA.app, { role: 'admin' }),
    );
    const answer = await admin.put('/api/admin/settings', { new_topic_cost: before + 3 });
    expect(answer.statusCode).toBe(200);
    await expect
      .poll(async () => (await instanceB.app.reference.settings()).new_topic_cost, {
        timeout: 2000,
      })
      .toBe(before + 3);
  });
});
