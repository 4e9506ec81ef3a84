import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestGatewayEvent } from '../../adapters/payments/test-gateway/events';
import { sweepCheckouts } from '../../adapters/payments/test-gateway/report-outcome';
import { paymentEvents, testCheckouts } from '../../db/schema';
import { createUser, signedInClient, type TestUser } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import {
  billingDetails,
  countryId,
  depositLedgerRows,
  depositRow,
  expectBalance,
  listen,
  postGatewayWebhook,
  signedGatewayEvent,
  startTopUp,
} from '../../test/payment-testing';

/** Webhooks of the test gateway: signature, idempotency, order. */

let testApp: TestApp;
let billing: ReturnType<typeof billingDetails>;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { points_convertion_rate: 10 } });
  billing = billingDetails(await countryId(testApp.app));
});
afterAll(() => testApp.close());

async function pendingDeposit(amount = 10): Promise<{
  user: TestUser;
  client: TestClient;
  depositId: number;
  checkoutId: string;
}> {
  const user = await createUser(testApp.app);
  const client = await signedInClient(testApp.app, user);
  const { depositId, redirectUrl } = await startTopUp(client, { amount, ...billing });
  const checkoutId = new URL(redirectUrl).pathname.split('/').pop()!;
  return { user, client, depositId, checkoutId };
}

function gatewayEvent(
  deposit: { depositId: number; checkoutId: string },
  type: TTestGatewayEvent['type'],
  overrides: Partial<TTestGatewayEvent> = {},
): TTestGatewayEvent {
  return {
    id: `evt_${deposit.checkoutId}_${type}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      checkout_id: deposit.checkoutId,
      deposit_id: deposit.depositId,
      amount_minor: 10_00,
      currency: 'EUR',
      failure_code:
        type === 'checkout.succeeded'
          ? null
          : type === 'checkout.cancelled'
            ? 'cancelled'
            : 'card_declined',
    },
    ...overrides,
  };
}

describe('POST /api/payments/webhooks/test-gateway', () => {
  it('credits once when the same event is delivered 5 times', async () => {
    const deposit = await pendingDeposit();
    const signed = signedGatewayEvent(testApp.app, gatewayEvent(deposit, 'checkout.succeeded'));
    const results: string[] = [];
    for (let delivery = 0; delivery < 5; delivery += 1) {
      const res = await postGatewayWebhook(testApp.app, signed);
      expect(res.statusCode).toBe(200);
      results.push(res.json<{ payload: { result: string } }>().payload.result);
    }
    expect(results).toEqual(['credited', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    await expectBalance(testApp.app, deposit.user.id, 100_00);
    expect(await depositLedgerRows(testApp.app, deposit.depositId)).toHaveLength(1);
  });

  it('credits once when the same event arrives 5 times at once', async () => {
    const deposit = await pendingDeposit();
    const signed = signedGatewayEvent(testApp.app, gatewayEvent(deposit, 'checkout.succeeded'));
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postGatewayWebhook(testApp.app, signed)),
    );
    expect(responses.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await expectBalance(testApp.app, deposit.user.id, 100_00);
    expect(await depositLedgerRows(testApp.app, deposit.depositId)).toHaveLength(1);
  });

  it('credits once for two different success events of one deposit', async () => {
    const deposit = await pendingDeposit();
    const first = gatewayEvent(deposit, 'checkout.succeeded');
    await postGatewayWebhook(testApp.app, signedGatewayEvent(testApp.app, first));
    const second = { ...first, id: `${first.id}_again` };
    const res = await postGatewayWebhook(testApp.app, signedGatewayEvent(testApp.app, second));
    expect(res.json<{ payload: { result: string } }>().payload.result).toBe('unchanged');
    await expectBalance(testApp.app, deposit.user.id, 100_00);
  });

  it('answers 400 for a bad signature and changes nothing', async () => {
    const deposit = await pendingDeposit();
    const event = gatewayEvent(deposit, 'checkout.succeeded');
    const forged = signedGatewayEvent(testApp.app, event, { secret: 'not-the-secret' });
    const res = await postGatewayWebhook(testApp.app, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'ERROR',
      message: 'Invalid webhook signature.',
      code: 'BAD_SIGNATURE',
    });

    const tampered = signedGatewayEvent(testApp.app, event);
    const res2 = await postGatewayWebhook(testApp.app, {
      body: tampered.body.replace('"amount_minor":1000', '"amount_minor":99999'),
      signature: tampered.signature,
    });
    expect(res2.statusCode).toBe(400);

    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/test-gateway',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);

    expect((await depositRow(testApp.app, deposit.depositId)).status).toBe('pending');
    await expectBalance(testApp.app, deposit.user.id, 0);
    const stored = await testApp.app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, event.id));
    expect(stored).toEqual([]);
  });

  it('refuses a correctly signed event older than five minutes (a captured replay)', async () => {
    const deposit = await pendingDeposit();
    const stale = signedGatewayEvent(testApp.app, gatewayEvent(deposit, 'checkout.succeeded'), {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect((await postGatewayWebhook(testApp.app, stale)).statusCode).toBe(400);
    await expectBalance(testApp.app, deposit.user.id, 0);
  });

  it('answers 400 for a signed body that is not a gateway event', async () => {
    const signed = signedGatewayEvent(testApp.app, {
      hello: 'world',
    } as unknown as TTestGatewayEvent);
    const res = await postGatewayWebhook(testApp.app, signed);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_WEBHOOK' });
  });

  it('never takes back a success with a late failure', async () => {
    const deposit = await pendingDeposit();
    await postGatewayWebhook(
      testApp.app,
      signedGatewayEvent(testApp.app, gatewayEvent(deposit, 'checkout.succeeded')),
    );
    const late = await postGatewayWebhook(
      testApp.app,
      signedGatewayEvent(testApp.app, gatewayEvent(deposit, 'checkout.failed')),
    );
    expect(late.statusCode).toBe(200);
    const status = await deposit.client.get(`/api/deposit/status/${deposit.depositId}`);
    expect(status.payload()).toMatchObject({ status: 'success', failure_reason: null });
    await expectBalance(testApp.app, deposit.user.id, 100_00);
  });

  it('does not credit an event whose amount differs from the deposit', async () => {
    const deposit = await pendingDeposit();
    const event = gatewayEvent(deposit, 'checkout.succeeded');
    event.data.amount_minor = 1;
    const res = await postGatewayWebhook(testApp.app, signedGatewayEvent(testApp.app, event));
    expect(res.json<{ payload: { result: string } }>().payload.result).toBe('unchanged');
    await expectBalance(testApp.app, deposit.user.id, 0);
  });

  it('publishes the new balance on the user channel after crediting', async () => {
    const deposit = await pendingDeposit(25);
    const received: unknown[] = [];
    const unsubscribe = await testApp.app.bus.subscribe(`user:${deposit.user.id}`, (event) =>
      received.push(event),
    );
    const event = gatewayEvent(deposit, 'checkout.succeeded');
    event.data.amount_minor = 25_00;
    await postGatewayWebhook(testApp.app, signedGatewayEvent(testApp.app, event));
    await expect.poll(() => received).toEqual([{ type: 'balance', balance: 250 }]);
    await unsubscribe();
  });
});

describe('the test gateway housekeeping', () => {
  // The gateway posts its webhooks to the listening server.
  beforeAll(() => listen(testApp.app));

  it('redelivers an outcome the shop has not acknowledged, and it is applied once', async () => {
    const deposit = await pendingDeposit();
    // The checkout was paid long ago but its webhook never got through.
    await testApp.app.db
      .update(testCheckouts)
      .set({ status: 'paid', createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(testCheckouts.id, deposit.checkoutId));

    await sweepCheckouts(testApp.app);
    await sweepCheckouts(testApp.app);
    expect((await depositRow(testApp.app, deposit.depositId)).status).toBe('success');
    await expectBalance(testApp.app, deposit.user.id, 100_00);
  });

  it('stops redelivering three days after the checkout, like Stripe', async () => {
    const deposit = await pendingDeposit();
    await testApp.app.db
      .update(testCheckouts)
      .set({ status: 'paid', createdAt: new Date(Date.now() - 3 * 86_400_000 - 60_000) })
      .where(eq(testCheckouts.id, deposit.checkoutId));

    await sweepCheckouts(testApp.app);
    expect((await depositRow(testApp.app, deposit.depositId)).status).toBe('pending');
    await expectBalance(testApp.app, deposit.user.id, 0);
  });

  it('expires a checkout left open for an hour', async () => {
    const deposit = await pendingDeposit();
    await testApp.app.db
      .update(testCheckouts)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(testCheckouts.id, deposit.checkoutId));
    await sweepCheckouts(testApp.app);
    const status = await deposit.client.get(`/api/deposit/status/${deposit.depositId}`);
    expect(status.payload()).toMatchObject({ status: 'error', failure_reason: 'expired' });
  });
});
