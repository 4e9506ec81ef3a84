import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUser } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { applyBalanceChange, sumLedger } from './apply-balance-change';

describe('ledger accounts (points, earnings pending, earnings available)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('moves earnings between accounts without touching spendable points, each account summing to its balance', async () => {
    const user = await createUser(t.app, { points: 10, interlocutor: true });
    await t.app.db.transaction(async (tx) => {
      await applyBalanceChange(tx, {
        userId: user.id,
        account: 'earnings_pending',
        delta: 1234,
        kind: 'earning',
        reference: 'message:1',
      });
      await applyBalanceChange(tx, {
        userId: user.id,
        account: 'earnings_pending',
        delta: -1000,
        kind: 'earning_release',
      });
      await applyBalanceChange(tx, {
        userId: user.id,
        account: 'earnings_available',
        delta: 1000,
        kind: 'earning_release',
      });
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ balance: 1000, earningsPending: 234, earningsAvailable: 1000 });
    expect(await sumLedger(t.app.db, user.id)).toBe(1000);
    expect(await sumLedger(t.app.db, user.id, 'earnings_pending')).toBe(234);
    expect(await sumLedger(t.app.db, user.id, 'earnings_available')).toBe(1000);
  });

  it('refuses to take an account below zero and changes nothing', async () => {
    const user = await createUser(t.app, { interlocutor: true });
    await expect(
      t.app.db.transaction((tx) =>
        applyBalanceChange(tx, {
          userId: user.id,
          account: 'earnings_available',
          delta: -1,
          kind: 'payout',
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 422 });
    expect(await sumLedger(t.app.db, user.id, 'earnings_available')).toBe(0);
  });
});
