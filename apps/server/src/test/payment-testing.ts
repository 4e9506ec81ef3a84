import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signPayload, webhookSecret } from '../adapters/payments/test-gateway/signature';
import type { TTestGatewayEvent } from '../adapters/payments/test-gateway/events';
import { countries, deposits, ledgerEntries } from '../db/schema';
import type { TestClient } from './test-client';
import { balanceOf } from './factories-testing';
import { sumLedger } from '../modules/ledger/apply-balance-change';

export { balanceOf };

/** Shared set-up of the money tests (not a test file itself). */

export const cards = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** Starts the app on an OS-assigned loopback port; answers its origin. */
export async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

export async function countryId(app: FastifyInstance, iso = 'DE'): Promise<number> {
  const [row] = await app.db.select().from(countries).where(eq(countries.iso, iso));
  if (!row) throw new Error(`country ${iso} is not seeded`);
  return row.id;
}

/** A valid step-2 body of `POST /api/deposit/checkout`. */
export function billingDetails(country: number) {
  return {
    name: 'Ada',
    surname: 'Lovelace',
    phone: '+4915112345678',
    phoneData: {
      phone: '+4915112345678',
      phoneCountryCode: 'DE',
      nationalNumber: '15112345678',
      isValid: true,
    },
    email: 'ada@example.com',
    country,
    city: 'Berlin',
    address: 'Unter den Linden 1',
    postCode: '10117',
  };
}

/** The path and query of an absolute URL (the tests reach the server at another origin). */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** Submits the hosted pay page form like a browser without JavaScript. */
export async function submitPayPage(
  origin: string,
  redirectUrl: string,
  form: { action?: 'pay' | 'cancel'; cardNumber?: string; expiry?: string; cvc?: string },
): Promise<Response> {
  const body = new URLSearchParams({
    action: form.action ?? 'pay',
    cardNumber: form.cardNumber ?? '',
    expiry: form.expiry ?? '12 / 34',
    cvc: form.cvc ?? '123',
  });
  return fetch(`${origin}${pathOf(redirectUrl)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
    redirect: 'manual',
  });
}

export async function startTopUp(
  client: TestClient,
  body: Record<string, unknown>,
): Promise<{ redirectUrl: string; depositId: number }> {
  const res = await client.post('/api/deposit/checkout', body);
  expect(res.statusCode, res.text).toBe(200);
  const payload = res.payload<{ redirect_url: string; order_id: number }>();
  return { redirectUrl: payload.redirect_url, depositId: payload.order_id };
}

/** Asserts the balance (hundredths) and that it equals the sum of the user's ledger. */
export async function expectBalance(app: FastifyInstance, userId: number, centi: number) {
  expect(await balanceOf(app, userId)).toBe(centi);
  expect(await sumLedger(app.db, userId)).toBe(centi);
}

export async function depositRow(app: FastifyInstance, depositId: number) {
  const [row] = await app.db.select().from(deposits).where(eq(deposits.id, depositId));
  if (!row) throw new Error(`deposit ${depositId} not found`);
  return row;
}

export async function depositLedgerRows(app: FastifyInstance, depositId: number) {
  return app.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reference, `deposit:${depositId}`));
}

/** A test-gateway webhook body and its signature header, as the gateway would send them. */
export function signedGatewayEvent(
  app: FastifyInstance,
  event: TTestGatewayEvent,
  options: { secret?: string; timestamp?: number } = {},
) {
  const body = JSON.stringify(event);
  const secret = options.secret ?? webhookSecret(app.config.appSecret);
  return { body, signature: signPayload(secret, body, options.timestamp) };
}

/** Posts a raw webhook to the test gateway endpoint. */
export function postGatewayWebhook(
  app: FastifyInstance,
  signed: { body: string; signature: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/test-gateway',
    headers: { 'content-type': 'application/json', 'parlor-signature': signed.signature },
    payload: signed.body,
  });
}
