import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, users } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectBalance } from '../../test/payment-testing';

let testApp: TestApp;
const dayMs = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await createTestApp({
    settings: { channel_status_cost: 150, channel_status_duration: 7 },
  });
});
afterAll(() => testApp.close());

async function expiryOf(userId: number): Promise<Date | null> {
  const [row] = await testApp.app.db
    .select({ channelExpireAt: users.channelExpireAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.channelExpireAt ?? null;
}

describe('POST /api/user/become-channel', () => {
  it('debits channel_status_cost and activates channel status for channel_status_duration days', async () => {
    const user = await createUser(testApp.app, { points: 200.5 });
    const client = await signedInClient(testApp.app, user);
    const before = Date.now();
    const res = await client.post('/api/user/become-channel');
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Channel status purchased successfully');
    const payload = res.payload<{
      balance: number;
      is_channel: boolean;
      channel_expire_at: string;
    }>();
    expect(payload).toMatchObject({ balance: 50.5, points: 50.5, is_channel: true });
    const expiry = new Date(payload.channel_expire_at).getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + 7 * dayMs);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 7 * dayMs);
    await expectBalance(testApp.app, user.id, 50_50);

    const ledger = await testApp.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, user.id));
    expect(ledger.at(-1)).toMatchObject({
      delta: -150_00,
      balanceAfter: 50_50,
      kind: 'channel_status',
    });
  });

  it('extends an active status by the duration from its current expiry', async () => {
    const activeUntil = new Date(Date.now() + 3 * dayMs);
    const user = await createUser(testApp.app, { points: 300, channelExpireAt: activeUntil });
    const client = await signedInClient(testApp.app, user);
    const res = await client.post('/api/user/become-channel');
    expect(res.statusCode).toBe(200);
    expect((await expiryOf(user.id))?.getTime()).toBe(activeUntil.getTime() + 7 * dayMs);

    await client.post('/api/user/become-channel');
    expect((await expiryOf(user.id))?.getTime()).toBe(activeUntil.getTime() + 14 * dayMs);
    await expectBalance(testApp.app, user.id, 0);
  });

  it('starts from now when the previous status has expired', async () => {
    const user = await createUser(testApp.app, {
      points: 150,
      channelExpireAt: new Date(Date.now() - 30 * dayMs),
    });
    const client = await signedInClient(testApp.app, user);
    const before = Date.now();
    await client.post('/api/user/become-channel');
    expect((await expiryOf(user.id))!.getTime()).toBeGreaterThanOrEqual(before + 7 * dayMs);
  });

  it('answers 422 with a clear message without enough points and changes nothing', async () => {
    const user = await createUser(testApp.app, { points: 149.99 });
    const client = await signedInClient(testApp.app, user);
    const res = await client.post('/api/user/become-channel');
    expect(res.statusCode).toBe(422);
    expect(res.body).toMatchObject({
      status: 'ERROR',
      code: 'INSUFFICIENT_POINTS',
      message:
        'Not enough points: channel status costs 150 points and your balance is 149.99 points.',
    });
    expect(await expiryOf(user.id)).toBeNull();
    await expectBalance(testApp.app, user.id, 149_99);
  });

  it('publishes the new balance to the user channel', async () => {
    const user = await createUser(testApp.app, { points: 160 });
    const client = await signedInClient(testApp.app, user);
    const received: unknown[] = [];
    const unsubscribe = await testApp.app.bus.subscribe(`user:${user.id}`, (event) =>
      received.push(event),
    );
    await client.post('/api/user/become-channel');
    await expect.poll(() => received).toEqual([{ type: 'balance', balance: 10 }]);
    await unsubscribe();
  });

  it('needs a verified e-mail address', async () => {
    const user = await createUser(testApp.app, { points: 500, verified: false });
    const res = await (await signedInClient(testApp.app, user)).post('/api/user/become-channel');
    expect(res.statusCode).toBe(403);
    await expectBalance(testApp.app, user.id, 500_00);
  });
});
