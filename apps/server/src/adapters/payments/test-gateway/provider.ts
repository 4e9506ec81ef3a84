import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../../../db/client';
import { testCheckouts } from '../../../db/schema';
import { randomToken } from '../../../lib/hash';
import {
  WebhookVerificationError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
} from '../types';
import { ZTestGatewayEventSchema } from './events';
import { isValidSignature, signatureHeader, webhookSecret } from './signature';

/** The hosted pay page of a checkout (served by this server). */
export const payPagePath = (checkoutId: string) => `/pay/test/${checkoutId}`;

/**
 * The built-in test gateway: a checkout is a row in `test_checkouts` with an unguessable
 * id; its hosted pay page (see `routes.ts`) takes test cards and reports the outcome by a
 * signed webhook, exactly as an outside provider would.
 */
export function createTestGatewayProvider(options: {
  db: Database;
  publicUrl: string;
  appSecret: string;
}): PaymentProvider {
  const secret = webhookSecret(options.appSecret);
  return {
    name: 'test',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const checkoutId = `tc_${randomToken(24)}`;
      await options.db.insert(testCheckouts).values({
        id: checkoutId,
        depositId: request.depositId,
        amountMinor: request.amountMinor,
        currency: request.currency,
        description: request.description.slice(0, 200),
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      });
      const lang = encodeURIComponent(request.language);
      return {
        checkoutId,
        redirectUrl: `${options.publicUrl}${payPagePath(checkoutId)}?lang=${lang}`,
      };
    },

    parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent {
      const header = headers[signatureHeader];
      if (!isValidSignature(secret, rawBody, typeof header === 'string' ? header : undefined)) {
        throw new WebhookVerificationError('signature', 'test gateway signature mismatch');
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookVerificationError('payload', 'test gateway webhook is not JSON');
      }
      const parsed = ZTestGatewayEventSchema.safeParse(json);
      if (!parsed.success) {
        throw new WebhookVerificationError('payload', 'test gateway webhook has an unknown shape');
      }
      const { id, type, data } = parsed.data;
      const base = {
        eventId: id,
        type,
        depositId: data.deposit_id,
        checkoutId: data.checkout_id,
        amountMinor: data.amount_minor,
        currency: data.currency,
      };
      if (type === 'checkout.succeeded') return { ...base, outcome: 'succeeded' };
      if (type === 'checkout.cancelled') {
        return { ...base, outcome: 'failed', failureReason: 'cancelled' };
      }
      return { ...base, outcome: 'failed', failureReason: data.failure_code ?? 'failed' };
    },
  };
}
