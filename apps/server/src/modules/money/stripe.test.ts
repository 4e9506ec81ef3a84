import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deposits } from '../../db/schema';
import { createUser, signedInClient, type TestUser } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import {
  billingDetails,
  countryId,
  depositLedgerRows,
  depositRow,
  expectBalance,
} from '../../test/payment-testing';

/**
 * Stripe Checkout against a local HTTP stand-in of the Stripe API (STRIPE_API_BASE), with
 * webhooks signed by `stripe.webhooks.generateTestHeaderString`.
 */

const webhookSecret = 'whsec_parlor_test_secret';
const stripe = new Stripe('sk_test_parlor');

interface RecordedCall {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

/** The part of the Stripe API Parlor uses: creating Checkout Sessions. */
function startStripeStandIn() {
  const calls: RecordedCall[] = [];
  let failNext = false;
  let sessionCount = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        form,
      });
      response.setHeader('content-type', 'application/json');
      response.setHeader('request-id', `req_${calls.length}`);
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        response.statusCode = 404;
        response.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
          }),
        );
        return;
      }
      if (failNext) {
        failNext = false;
        response.statusCode = 400;
        response.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Amount too small' } }),
        );
        return;
      }
      sessionCount += 1;
      const id = `cs_test_${sessionCount}`;
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
          client_reference_id: form.get('client_reference_id'),
          metadata: { deposit_id: form.get('metadata[deposit_id]') },
          url: `https://checkout.stripe.test/c/pay/${id}`,
        }),
      );
    });
  });
  return {
    calls,
    failNextCall: () => (failNext = true),
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const standIn = startStripeStandIn();
let testApp: TestApp;
let billing: ReturnType<typeof billingDetails>;
let user: TestUser;
let client: TestClient;

beforeAll(async () => {
  const apiBase = await standIn.listen();
  testApp = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_parlor',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: apiBase,
    },
    settings: { points_convertion_rate: 10 },
  });
  billing = billingDetails(await countryId(testApp.app));
});
afterAll(async () => {
  await testApp.close();
  await standIn.close();
});
beforeEach(async () => {
  user = await createUser(testApp.app);
  client = await signedInClient(testApp.app, user);
});

async function startStripeCheckout(amount = 25) {
  const res = await client.post('/api/deposit/checkout', { ...billing, amount });
  expect(res.statusCode, res.text).toBe(200);
  const { order_id: depositId, redirect_url: redirectUrl } = res.payload<{
    order_id: number;
    redirect_url: string;
  }>();
  const deposit = await depositRow(testApp.app, depositId);
  return { depositId, redirectUrl, sessionId: deposit.providerCheckoutId! };
}

let eventCount = 0;
function sessionEvent(
  type: string,
  session: { id: string; depositId: number; amount?: number; paymentStatus?: 'paid' | 'unpaid' },
) {
  eventCount += 1;
  return {
    id: `evt_test_${eventCount}`,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        amount_total: session.amount ?? 25_00,
        currency: 'eur',
        client_reference_id: String(session.depositId),
        metadata: { deposit_id: String(session.depositId) },
        payment_status: session.paymentStatus ?? 'paid',
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
      },
    },
  };
}

function postStripeWebhook(event: object, options: { secret?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret,
  });
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

describe('Stripe Checkout: starting a payment', () => {
  it('creates one Checkout Session per deposit and answers its url', async () => {
    const { depositId, redirectUrl, sessionId } = await startStripeCheckout(25);
    expect(redirectUrl).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);

    const call = standIn.calls.at(-1)!;
    expect(call.headers.authorization).toBe('Bearer sk_test_parlor');
    expect(call.headers['idempotency-key']).toBe(`parlor-deposit-${depositId}`);
    expect(Object.fromEntries(call.form)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][product_data][name]': '250 points',
      client_reference_id: String(depositId),
      'metadata[deposit_id]': String(depositId),
      customer_email: 'ada@example.com',
      locale: 'en',
      success_url: `http://localhost:3000/processing-payment?order_id=${depositId}`,
      cancel_url: `http://localhost:3000/fail-payment?order_id=${depositId}`,
    });
    expect(await depositRow(testApp.app, depositId)).toMatchObject({
      provider: 'stripe',
      status: 'pending',
    });
  });

  it('answers 502 "Could not initiate payment. Please try again." when Stripe refuses, and fails the deposit', async () => {
    standIn.failNextCall();
    const res = await client.post('/api/deposit/checkout', { ...billing, amount: 10 });
    expect(res.statusCode).toBe(502);
    expect(res.body).toMatchObject({
      message: 'Could not initiate payment. Please try again.',
      code: 'PAYMENT_UNAVAILABLE',
    });
    const [deposit] = await testApp.app.db
      .select()
      .from(deposits)
      .where(eq(deposits.userId, user.id))
      .orderBy(desc(deposits.id))
      .limit(1);
    expect(deposit).toMatchObject({
      status: 'error',
      failureReason: 'failed',
      providerCheckoutId: null,
    });
  });

  it('does not serve the test gateway while Stripe is configured', async () => {
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/pay/test/tc_abcdefghijklmnopqrstuvwxyz' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await testApp.app.inject({ method: 'POST', url: '/api/payments/webhooks/test-gateway' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/payments/webhooks/stripe', () => {
  it('credits checkout.session.completed once, however often it is delivered', async () => {
    const { depositId, sessionId } = await startStripeCheckout(25);
    const event = sessionEvent('checkout.session.completed', { id: sessionId, depositId });
    for (let delivery = 0; delivery < 5; delivery += 1) {
      expect((await postStripeWebhook(event)).statusCode).toBe(200);
    }
    expect((await client.get(`/api/deposit/status/${depositId}`)).payload()).toMatchObject({
      status: 'success',
      points: 250,
    });
    await expectBalance(testApp.app, user.id, 250_00);
    expect(await depositLedgerRows(testApp.app, depositId)).toHaveLength(1);
  });

  it('waits for async_payment_succeeded when the session completed unpaid', async () => {
    const { depositId, sessionId } = await startStripeCheckout(25);
    await postStripeWebhook(
      sessionEvent('checkout.session.completed', {
        id: sessionId,
        depositId,
        paymentStatus: 'unpaid',
      }),
    );
    expect((await depositRow(testApp.app, depositId)).status).toBe('pending');
    await postStripeWebhook(
      sessionEvent('checkout.session.async_payment_succeeded', { id: sessionId, depositId }),
    );
    expect((await depositRow(testApp.app, depositId)).status).toBe('success');
    await expectBalance(testApp.app, user.id, 250_00);
  });

  it('marks the deposit failed on async_payment_failed and on expired', async () => {
    const failed = await startStripeCheckout(25);
    await postStripeWebhook(
      sessionEvent('checkout.session.async_payment_failed', {
        id: failed.sessionId,
        depositId: failed.depositId,
      }),
    );
    expect((await client.get(`/api/deposit/status/${failed.depositId}`)).payload()).toMatchObject({
      status: 'error',
      failure_reason: 'failed',
    });

    const expired = await startStripeCheckout(25);
    await postStripeWebhook(
      sessionEvent('checkout.session.expired', {
        id: expired.sessionId,
        depositId: expired.depositId,
      }),
    );
    expect((await client.get(`/api/deposit/status/${expired.depositId}`)).payload()).toMatchObject({
      status: 'error',
      failure_reason: 'expired',
    });
    await expectBalance(testApp.app, user.id, 0);
  });

  it('never takes back a success with a late expired or failed event', async () => {
    const { depositId, sessionId } = await startStripeCheckout(25);
    await postStripeWebhook(
      sessionEvent('checkout.session.completed', { id: sessionId, depositId }),
    );
    await postStripeWebhook(
      sessionEvent('checkout.session.async_payment_failed', { id: sessionId, depositId }),
    );
    await postStripeWebhook(sessionEvent('checkout.session.expired', { id: sessionId, depositId }));
    expect((await depositRow(testApp.app, depositId)).status).toBe('success');
    await expectBalance(testApp.app, user.id, 250_00);
  });

  it('answers 400 for a bad signature and changes nothing', async () => {
    const { depositId, sessionId } = await startStripeCheckout(25);
    const res = await postStripeWebhook(
      sessionEvent('checkout.session.completed', { id: sessionId, depositId }),
      {
        secret: 'whsec_someone_else',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(
        sessionEvent('checkout.session.completed', { id: sessionId, depositId }),
      ),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await depositRow(testApp.app, depositId)).status).toBe('pending');
    await expectBalance(testApp.app, user.id, 0);
  });

  it('records and ignores events it does not act on', async () => {
    const res = await postStripeWebhook({
      ...sessionEvent('customer.created', { id: 'cus_1', depositId: 0 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ payload: { result: 'unchanged' } });
  });
});
