import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundles, deposits } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { billingDetails, countryId, depositRow, startTopUp } from '../../test/payment-testing';

let testApp: TestApp;
let client: TestClient;
let billing: ReturnType<typeof billingDetails>;

beforeAll(async () => {
  testApp = await createTestApp({
    settings: { points_convertion_rate: 10, min_top_up_amount: 5 },
  });
  client = await signedInClient(testApp.app, await createUser(testApp.app));
  billing = billingDetails(await countryId(testApp.app));
});
afterAll(() => testApp.close());

describe('POST /api/deposit/checkout', () => {
  it('answers 422 with the spec texts under each missing billing field', async () => {
    const res = await client.post('/api/deposit/checkout', {});
    expect(res.statusCode).toBe(422);
    expect(res.body.errors).toEqual({
      amount: ['Please enter a valid amount'],
      name: ['Name is required'],
      surname: ['Surname is required'],
      phone: ['Phone is required'],
      email: ['Email is required'],
      country: ['Country is required'],
      city: ['City is required'],
      address: ['Address is required'],
      postCode: ['Post code is required'],
    });
  });

  it('answers the errors in the caller language', async () => {
    const languages = await client.get('/api/languages');
    const german = languages
      .payload<{ id: number; code: string }[]>()
      .find((l) => l.code === 'de')!;
    const res = await client.post('/api/deposit/checkout', {
      ...billing,
      name: ' ',
      lang_id: german.id,
    });
    expect(res.body.errors).toEqual({
      amount: ['Bitte gib einen gültigen Betrag ein'],
      name: ['Vorname ist erforderlich'],
    });
  });

  it.each([[0], [-5], ['abc'], [''], [10.123]])(
    'answers "Please enter a valid amount" for %j',
    async (amount) => {
      const res = await client.post('/api/deposit/checkout', { ...billing, amount });
      expect(res.statusCode).toBe(422);
      expect(res.body.errors?.amount).toEqual(['Please enter a valid amount']);
    },
  );

  it('answers "Invalid phone number" for a number the widget or the server finds invalid', async () => {
    const byWidget = await client.post('/api/deposit/checkout', {
      ...billing,
      amount: 10,
      phoneData: { ...billing.phoneData, isValid: false },
    });
    expect(byWidget.body.errors).toEqual({ phone: ['Invalid phone number'] });
    const byServer = await client.post('/api/deposit/checkout', {
      ...billing,
      amount: 10,
      phone: '+49 123',
      phoneData: null,
    });
    expect(byServer.body.errors).toEqual({ phone: ['Invalid phone number'] });
  });

  it('stores the validated phone in E.164, never what the widget reported', async () => {
    const res = await client.post('/api/deposit/checkout', {
      ...billing,
      amount: 10,
      phone: '+49 1512 3456789',
      phoneData: { ...billing.phoneData, phone: `<script>${'x'.repeat(5000)}</script>` },
    });
    expect(res.statusCode).toBe(200);
    const deposit = await depositRow(testApp.app, res.payload<{ order_id: number }>().order_id);
    expect(deposit.billing).toMatchObject({ phone: '+4915123456789', phoneCountryCode: 'DE' });
  });

  it('answers 422, not 500, for ids no row can have and for a body that is not an object', async () => {
    const tooBig = await client.post('/api/deposit/checkout', {
      ...billing,
      bundle_id: 2_147_483_648,
    });
    expect(tooBig.statusCode).toBe(422);
    const country = await client.post('/api/deposit/checkout', {
      ...billing,
      amount: 10,
      country: 99_999_999_999,
    });
    expect(country.body.errors).toEqual({ country: ['Country is required'] });
    const purchase = await client.post('/api/bundles/purchase', { bundle_id: 2_147_483_648 });
    expect(purchase.statusCode).toBe(422);
    const nullBody = await client.post('/api/deposit/checkout', 'null', {
      'content-type': 'application/json',
    });
    expect(nullBody.statusCode).toBe(422);
    expect((await client.get('/api/deposit/status/9999999999')).statusCode).toBe(404);
  });

  it('answers "Invalid email format" and "Country is required" for an unknown country', async () => {
    const res = await client.post('/api/deposit/checkout', {
      ...billing,
      amount: 10,
      email: 'nope',
    });
    expect(res.body.errors).toEqual({ email: ['Invalid email format'] });
    const country = await client.post('/api/deposit/checkout', {
      ...billing,
      amount: 10,
      country: 999_999,
    });
    expect(country.statusCode).toBe(422);
    expect(country.body.errors).toEqual({ country: ['Country is required'] });
  });

  it('converts: points = floor(amount ÷ currency value × rate), minimum = min_top_up_amount × value', async () => {
    // USD has value 1.08: 25 USD → floor(25 / 1.08 × 10) = floor(231.48) = 231 points.
    const { depositId } = await startTopUp(client, { ...billing, amount: 25, currency: 'USD' });
    expect(await depositRow(testApp.app, depositId)).toMatchObject({
      amountMinor: 25_00,
      currency: 'USD',
      points: 231_00,
      status: 'pending',
      provider: 'test',
    });

    // The minimum in USD is 5 × 1.08 = 5.40.
    const tooLittle = await client.post('/api/deposit/checkout', {
      ...billing,
      amount: 5.39,
      currency: 'USD',
    });
    expect(tooLittle.statusCode).toBe(422);
    expect(tooLittle.body.errors).toEqual({ amount: ['Minimum top-up amount is $5.40'] });
    const exactly = await client.post('/api/deposit/checkout', {
      ...billing,
      amount: 5.4,
      currency: 'USD',
    });
    expect(exactly.statusCode).toBe(200);

    // GBP has value 0.85: 10 GBP → floor(10 / 0.85 × 10) = floor(117.6) = 117 points.
    const gbp = await startTopUp(client, { ...billing, amount: '10.00', currency: 'GBP' });
    expect((await depositRow(testApp.app, gbp.depositId)).points).toBe(117_00);
  });

  it('refuses an amount above the maximum', async () => {
    const res = await client.post('/api/deposit/checkout', { ...billing, amount: 10_000.01 });
    expect(res.body.errors).toEqual({ amount: ['Maximum top-up amount is €10,000.00'] });
  });

  it('answers the redirect_url at the top level and in the payload', async () => {
    const res = await client.post('/api/deposit/checkout', { ...billing, amount: 10 });
    expect(res.body.redirect_url).toEqual(res.payload<{ redirect_url: string }>().redirect_url);
    expect(res.payload()).toEqual({
      redirect_url: expect.any(String),
      order_id: expect.any(Number),
    });
  });

  it('refuses an unknown or inactive bundle', async () => {
    const [hidden] = await testApp.app.db
      .insert(bundles)
      .values({ points: 1_00, priceMinor: 1_00, description: { en: 'Hidden' }, isActive: false })
      .returning();
    for (const bundleId of [hidden!.id, 987_654]) {
      const res = await client.post('/api/deposit/checkout', { ...billing, bundle_id: bundleId });
      expect(res.statusCode).toBe(422);
      expect(res.body.errors).toEqual({ bundle_id: ['Please choose an available bundle'] });
    }
  });

  it('needs a signed-in user with a verified e-mail address', async () => {
    const guest = await new TestClient(testApp.app).post('/api/deposit/checkout', {
      ...billing,
      amount: 10,
    });
    expect(guest.statusCode).toBe(401);
    const unverified = await signedInClient(
      testApp.app,
      await createUser(testApp.app, { verified: false }),
    );
    const res = await unverified.post('/api/deposit/checkout', { ...billing, amount: 10 });
    expect(res.statusCode).toBe(403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('POST /api/bundles/purchase', () => {
  it("starts a checkout for the bundle, billed with the profile's details", async () => {
    const user = await createUser(testApp.app, { name: 'Grace' });
    const buyer = await signedInClient(testApp.app, user);
    const list = await buyer.get('/api/bundles/index', { currency: 'GBP' });
    const bundle = list.payload<{ id: number; points: number; price: number }[]>()[1]!;

    const res = await buyer.post('/api/bundles/purchase', {
      bundle_id: bundle.id,
      currency: 'GBP',
    });
    expect(res.statusCode).toBe(200);
    const { order_id: depositId, redirect_url: redirectUrl } = res.payload<{
      order_id: number;
      redirect_url: string;
    }>();
    expect(redirectUrl).toContain('/pay/test/');
    const deposit = await depositRow(testApp.app, depositId);
    expect(deposit).toMatchObject({
      userId: user.id,
      bundleId: bundle.id,
      amountMinor: Math.round(bundle.price * 100),
      currency: 'GBP',
      points: bundle.points * 100,
    });
    expect(deposit.billing).toMatchObject({ name: 'Grace', email: user.email });
  });

  it('answers 422 for a missing bundle_id', async () => {
    const res = await client.post('/api/bundles/purchase', {});
    expect(res.statusCode).toBe(422);
    expect(res.body.errors).toEqual({ bundle_id: ['Please choose an available bundle'] });
  });
});

describe('GET /api/deposit/status/{id}', () => {
  it("answers 404 for another user's deposit and for ids that are not numbers", async () => {
    const { depositId } = await startTopUp(client, { ...billing, amount: 10 });
    expect((await client.get(`/api/deposit/status/${depositId}`)).payload()).toMatchObject({
      status: 'pending',
    });
    const stranger = await signedInClient(testApp.app, await createUser(testApp.app));
    const res = await stranger.get(`/api/deposit/status/${depositId}`);
    expect(res.statusCode).toBe(404);
    expect((await stranger.get('/api/deposit/status/abc')).statusCode).toBe(404);
    expect(
      (await new TestClient(testApp.app).get(`/api/deposit/status/${depositId}`)).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/deposit/history', () => {
  it('lists only successful top-ups, newest first, with sum, currency and points', async () => {
    const user = await createUser(testApp.app);
    const owner = await signedInClient(testApp.app, user);
    const day = 24 * 60 * 60 * 1000;
    const row = (
      amountMinor: number,
      status: 'success' | 'error' | 'pending',
      daysAgo: number,
    ) => ({
      userId: user.id,
      amountMinor,
      currency: 'EUR',
      points: amountMinor * 10,
      status,
      provider: 'test',
      billing: {},
      createdAt: new Date(Date.now() - daysAgo * day),
    });
    await testApp.app.db
      .insert(deposits)
      .values([
        row(10_00, 'success', 3),
        row(25_50, 'success', 1),
        row(50_00, 'error', 0),
        row(5_00, 'pending', 0),
      ]);

    const res = await owner.get('/api/deposit/history');
    expect(res.payload()).toEqual([
      {
        id: expect.any(Number),
        created_at: expect.any(String),
        sum: 25.5,
        currency: 'EUR',
        points: 255,
        bundle_id: null,
      },
      {
        id: expect.any(Number),
        created_at: expect.any(String),
        sum: 10,
        currency: 'EUR',
        points: 100,
        bundle_id: null,
      },
    ]);
    expect(
      (await owner.get('/api/deposit/history', { limit: 1 })).payload<unknown[]>(),
    ).toHaveLength(1);
    expect((await client.get('/api/deposit/history')).payload()).toEqual([]);
  });
});
