import type { FastifyInstance } from 'fastify';
import {
  expireOpenCheckouts,
  markDelivered,
  outcomeEvent,
  selectUndelivered,
  type TestCheckout,
} from './checkouts';
import { deliverWebhook } from './deliver-webhook';
import { testGatewayWebhookPath } from './events';
import { webhookSecret } from './signature';

/** An open checkout nobody paid within this time expires, like a Stripe session. */
export const checkoutLifetimeMs = 60 * 60 * 1000;
/** Undelivered outcomes older than this are posted again by the sweeper. */
const redeliverAfterMs = 60 * 1000;
/** Like Stripe, an outcome the shop never acknowledges is retried for three days, then dropped. */
const redeliverForMs = 3 * 86_400_000;

/**
 * The origin the gateway posts webhooks to: INTERNAL_URL when set, else the address this
 * server listens on (a wildcard address is reached through loopback).
 */
export function webhookBaseUrl(app: FastifyInstance): string {
  if (app.config.internalUrl) return app.config.internalUrl;
  const address = app.server.address();
  if (address && typeof address === 'object') {
    const host =
      address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address === '::'
          ? '::1'
          : address.address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  }
  return app.config.publicUrl;
}

/** Tells the shop how a checkout ended (signed webhook) and remembers that it heard it. */
export async function reportOutcome(
  app: FastifyInstance,
  checkout: TestCheckout,
): Promise<boolean> {
  const isDelivered = await deliverWebhook({
    url: `${webhookBaseUrl(app)}${testGatewayWebhookPath}`,
    secret: webhookSecret(app.config.appSecret),
    event: outcomeEvent(checkout),
    log: app.log,
  });
  if (isDelivered) await markDelivered(app.db, checkout.id);
  return isDelivered;
}

/**
 * The gateway's housekeeping, safe on several instances: expires abandoned checkouts and
 * redelivers outcomes the shop has not acknowledged yet (same event ids, so at most once).
 */
export async function sweepCheckouts(app: FastifyInstance, now = new Date()): Promise<void> {
  const expired = await expireOpenCheckouts(app.db, new Date(now.getTime() - checkoutLifetimeMs));
  const undelivered = await selectUndelivered(
    app.db,
    new Date(now.getTime() - redeliverAfterMs),
    new Date(now.getTime() - redeliverForMs),
  );
  const pending = new Map([...undelivered, ...expired].map((checkout) => [checkout.id, checkout]));
  for (const checkout of pending.values()) await reportOutcome(app, checkout);
}
