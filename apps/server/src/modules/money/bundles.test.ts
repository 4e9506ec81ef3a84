import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/test-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bundles } from '../../db/schema';

let testApp: TestApp;
let guest: TestClient;

beforeAll(async () => {
  testApp = await createTestApp();
  guest = new TestClient(testApp.app);
  // Replace the demo bundles with known ones.
  await testApp.app.db.delete(bundles);
  await testApp.app.db.insert(bundles).values([
    { points: 100_00, priceMinor: 9_99, position: 1, description: { en: 'Starter', de: 'Start' } },
    { points: 250_50, priceMinor: 19_99, position: 2, description: { en: 'Popular' } },
    { points: 1_00, priceMinor: 1_00, position: 3, description: { en: 'Hidden' }, isActive: false },
  ]);
});
afterAll(() => testApp.close());

describe('GET /api/bundles/index', () => {
  it('lists the active bundles to a guest, priced in the default currency', async () => {
    const res = await guest.get('/api/bundles/index');
    expect(res.statusCode).toBe(200);
    expect(res.payload()).toEqual([
      { id: expect.any(Number), points: 100, price: 9.99, currency: 'EUR', description: 'Starter' },
      {
        id: expect.any(Number),
        points: 250.5,
        price: 19.99,
        currency: 'EUR',
        description: 'Popular',
      },
    ]);
  });

  it('converts prices into the chosen currency by its value, to two decimals', async () => {
    const res = await guest.get('/api/bundles/index', { currency: 'USD' });
    // 9.99 × 1.08 = 10.7892 → 10.79; 19.99 × 1.08 = 21.5892 → 21.59
    expect(
      res.payload<{ price: number; currency: string }[]>().map((b) => [b.price, b.currency]),
    ).toEqual([
      [10.79, 'USD'],
      [21.59, 'USD'],
    ]);
  });

  it('describes bundles in the chosen language, falling back to English', async () => {
    const languages = await guest.get('/api/languages');
    const german = languages.payload<{ id: number; code: string }[]>().find((l) => l.code === 'de');
    const res = await guest.get('/api/bundles/index', { lang_id: german!.id });
    expect(res.payload<{ description: string }[]>().map((b) => b.description)).toEqual([
      'Start',
      'Popular',
    ]);
  });
});
