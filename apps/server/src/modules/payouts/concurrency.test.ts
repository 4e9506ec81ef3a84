import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sumLedger } from '../ledger/apply-balance-change';
import {
  availableOf,
  countryIdOf,
  createEarner,
  methodFields,
  personal,
} from '../../test/payout-testing';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { RATE_LIMIT_PAYOUTS: '100' },
    settings: { payout_min_amount: 1, payout_max_amount: 0, points_convertion_rate: 10 },
  });
});
afterAll(() => testApp.close());

describe('POST /api/payouts under concurrency', () => {
  it('twenty requests racing for the same coins never reserve more than was available', async () => {
    const app = testApp.app;
    const germany = await countryIdOf(app, 'DE');
    const { user, client } = await createEarner(app, 100);
    const methods = ['card', 'sepa', 'fps'] as const;
    // Each asks for 4 EUR = 40 points of the 100: by balance at most two can pass.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        client.post('/api/payouts', {
          amount: 4,
          ...methodFields[methods[index % 3]!],
          ...personal(germany),
        }),
      ),
    );
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created).toHaveLength(2);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect(answer.statusCode).toBe(422);
      expect(['PAYOUT_PENDING', undefined]).toContain(answer.body.code);
    }
    const rows = await app.db.select().from(payouts).where(eq(payouts.userId, user.id));
    const reserved = rows.reduce((sum, row) => sum + row.points, 0);
    expect(reserved).toBe(80_00);
    expect(await availableOf(app, user.id)).toBe(20_00);
    expect(await sumLedger(app.db, user.id, 'earnings_available')).toBe(20_00);
  });
});
