import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, users } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sumLedger } from '../ledger/apply-balance-change';

/** Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL where the locking is real. */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    settings: { channel_status_cost: 100, channel_status_duration: 7 },
  });
});
afterAll(() => testApp.close());

describe('50 simultaneous channel purchases', () => {
  it('with points for exactly 3: exactly 3 succeed, the rest 422, balance ≥ 0 and equal to the ledger', async () => {
    const user = await createUser(testApp.app, { points: 350 });
    const client = await signedInClient(testApp.app, user);

    const responses = await Promise.all(
      Array.from({ length: 50 }, () => client.post('/api/user/become-channel')),
    );
    const statuses = responses.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 422)).toHaveLength(47);

    const [row] = await testApp.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.balance).toBe(50_00);
    expect(row!.balance).toBeGreaterThanOrEqual(0);
    expect(await sumLedger(testApp.app.db, user.id)).toBe(row!.balance);
    const purchases = await testApp.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'channel_status'));
    expect(purchases.filter((entry) => entry.userId === user.id)).toHaveLength(3);

    // Three purchases in a row: 21 days from (about) now.
    const days = (row!.channelExpireAt!.getTime() - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(20.9);
    expect(days).toBeLessThanOrEqual(21);
  });
});
