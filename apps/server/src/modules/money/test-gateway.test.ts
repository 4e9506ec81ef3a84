import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient, type TestUser } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import {
  billingDetails,
  cards,
  countryId,
  depositLedgerRows,
  depositRow,
  expectBalance,
  listen,
  pathOf,
  startTopUp,
  submitPayPage,
} from '../../test/payment-testing';

/**
 * A full top-up through the built-in test gateway over real HTTP: the app listens on a
 * loopback port, the pay page is submitted like a browser without JavaScript, and the
 * gateway delivers its signed webhook to the listening server.
 */

let testApp: TestApp;
let origin: string;
let user: TestUser;
let client: TestClient;
let billing: ReturnType<typeof billingDetails>;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { points_convertion_rate: 10 } });
  origin = await listen(testApp.app);
  user = await createUser(testApp.app);
  client = await signedInClient(testApp.app, user);
  billing = billingDetails(await countryId(testApp.app));
});
afterAll(() => testApp.close());

describe('the hosted pay page /pay/test/{checkoutId}', () => {
  it('shows the merchant, amount and currency with the card fields and Pay / Cancel', async () => {
    const { redirectUrl } = await startTopUp(client, { amount: 25, ...billing });
    expect(redirectUrl).toMatch(/^http:\/\/localhost:3000\/pay\/test\/tc_[\w-]+\?lang=en$/);

    const page = await fetch(`${origin}${pathOf(redirectUrl)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    for (const text of ['Parlor Digital OÜ', '€25.00', 'EUR', '250 points']) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/<label for="cardNumber">Card number<\/label>/);
    expect(html).toMatch(/<label for="expiry">Expiry<\/label>/);
    expect(html).toMatch(/<label for="cvc">CVC<\/label>/);
    expect(html).toMatch(
      /<button class="pay" type="submit" name="action" value="pay">Pay<\/button>/,
    );
    expect(html).toMatch(/value="cancel" formnovalidate>Cancel<\/button>/);
  });

  it('speaks the language of ?lang= or else of Accept-Language', async () => {
    const { redirectUrl } = await startTopUp(client, { amount: 10, ...billing });
    const checkoutPath = new URL(redirectUrl).pathname;
    const german = await (await fetch(`${origin}${checkoutPath}?lang=de`)).text();
    expect(german).toContain('<label for="cardNumber">Kartennummer</label>');
    expect(german).toContain('<html lang="de">');
    const spanish = await (
      await fetch(`${origin}${checkoutPath}`, { headers: { 'accept-language': 'es-ES,es;q=0.9' } })
    ).text();
    expect(spanish).toContain('<label for="cardNumber">Número de tarjeta</label>');
  });

  it('answers 404 for an unknown checkout', async () => {
    const page = await fetch(`${origin}/pay/test/tc_${'x'.repeat(32)}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Checkout not found');
  });

  it('re-renders a malformed card number with a field error and keeps the checkout open', async () => {
    const { redirectUrl, depositId } = await startTopUp(client, { amount: 10, ...billing });
    const res = await submitPayPage(origin, redirectUrl, {
      cardNumber: '4242 4242 4242 4241',
      expiry: '13/30',
      cvc: '1',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('Enter a valid card number');
    expect(html).toContain('Enter a valid expiry date (MM / YY)');
    expect(html).toContain('Enter a valid CVC');
    expect(html).toContain('value="4242 4242 4242 4241"');
    expect((await depositRow(testApp.app, depositId)).status).toBe('pending');
    expect((await fetch(`${origin}${pathOf(redirectUrl)}`)).status).toBe(200);
  });
});

describe('paying on the test gateway', () => {
  it('credits the points once for 4242 4242 4242 4242 and sends the browser to the processing page', async () => {
    const { redirectUrl, depositId } = await startTopUp(client, { amount: 25, ...billing });

    const res = await submitPayPage(origin, redirectUrl, { cardNumber: cards.success });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `http://localhost:3000/processing-payment?order_id=${depositId}`,
    );

    // The webhook reached the listening server before the redirect was answered.
    const status = await client.get(`/api/deposit/status/${depositId}`);
    expect(status.payload()).toEqual({
      id: depositId,
      status: 'success',
      sum: 25,
      currency: 'EUR',
      points: 250,
      bundle_id: null,
      failure_reason: null,
    });
    await expectBalance(testApp.app, user.id, 250_00);
    expect(await depositLedgerRows(testApp.app, depositId)).toHaveLength(1);

    const history = await client.get('/api/deposit/history');
    expect(history.payload<unknown[]>()[0]).toEqual({
      id: depositId,
      created_at: expect.any(String),
      sum: 25,
      currency: 'EUR',
      points: 250,
      bundle_id: null,
    });

    // Single use: submitting again changes nothing and goes to the same place.
    const again = await submitPayPage(origin, redirectUrl, { cardNumber: cards.success });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(res.headers.get('location'));
    await expectBalance(testApp.app, user.id, 250_00);
    expect((await fetch(`${origin}${pathOf(redirectUrl)}`)).status).toBe(410);
  });

  it.each([
    ['declined', cards.declined, 'card_declined'],
    ['insufficient funds', cards.insufficientFunds, 'insufficient_funds'],
  ] as const)(
    'marks the deposit failed for a %s card and credits nothing',
    async (_name, card, reason) => {
      const other = await createUser(testApp.app);
      const otherClient = await signedInClient(testApp.app, other);
      const { redirectUrl, depositId } = await startTopUp(otherClient, { amount: 10, ...billing });

      const res = await submitPayPage(origin, redirectUrl, { cardNumber: card });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toContain(`/processing-payment?order_id=${depositId}`);

      const status = await otherClient.get(`/api/deposit/status/${depositId}`);
      expect(status.payload()).toMatchObject({ status: 'error', failure_reason: reason });
      await expectBalance(testApp.app, other.id, 0);
      expect((await otherClient.get('/api/deposit/history')).payload()).toEqual([]);
    },
  );

  it('Cancel sends the browser to /fail-payment and marks the deposit failed', async () => {
    const other = await createUser(testApp.app);
    const otherClient = await signedInClient(testApp.app, other);
    const { redirectUrl, depositId } = await startTopUp(otherClient, { amount: 10, ...billing });

    const res = await submitPayPage(origin, redirectUrl, { action: 'cancel' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `http://localhost:3000/fail-payment?order_id=${depositId}`,
    );
    const status = await otherClient.get(`/api/deposit/status/${depositId}`);
    expect(status.payload()).toMatchObject({ status: 'error', failure_reason: 'cancelled' });
    await expectBalance(testApp.app, other.id, 0);
  });

  it('tops up by bundle: the bundle price in the chosen currency, the bundle points', async () => {
    const bundles = await client.get('/api/bundles/index', { currency: 'USD' });
    const bundle = bundles.payload<{ id: number; points: number; price: number }[]>()[0]!;
    const other = await createUser(testApp.app);
    const otherClient = await signedInClient(testApp.app, other);
    const { redirectUrl, depositId } = await startTopUp(otherClient, {
      bundle_id: bundle.id,
      currency: 'USD',
      ...billing,
    });
    const page = await (await fetch(`${origin}${pathOf(redirectUrl)}`)).text();
    expect(page).toContain(`$${bundle.price.toFixed(2)}`);

    await submitPayPage(origin, redirectUrl, { cardNumber: cards.success });
    const status = await otherClient.get(`/api/deposit/status/${depositId}`);
    expect(status.payload()).toMatchObject({
      status: 'success',
      sum: bundle.price,
      currency: 'USD',
      points: bundle.points,
      bundle_id: bundle.id,
    });
    await expectBalance(testApp.app, other.id, bundle.points * 100);
  });
});
