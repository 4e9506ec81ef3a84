import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import {
  WebhookVerificationError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
} from './types';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (a local stand-in in tests), e.g. `http://127.0.0.1:3321`. */
  apiBase: string | undefined;
}

/** Languages Stripe's hosted page speaks, of those Parlor ships. */
const stripeLocales = new Set(['en', 'de', 'es']);

/** An abandoned Checkout Session expires after this (Stripe allows 30 minutes to 24 hours). */
const sessionLifetimeSeconds = 60 * 60;

/** The official client, pointed at STRIPE_API_BASE when set. */
export function createStripeClient(options: StripeOptions): Stripe {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

function sessionOf(event: Stripe.Event): Stripe.Checkout.Session | undefined {
  return event.type.startsWith('checkout.session.')
    ? (event.data.object as Stripe.Checkout.Session)
    : undefined;
}

/** Reduces a verified Stripe event to what the shop does with it. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const session = sessionOf(event);
  const depositId = Number(session?.metadata?.deposit_id ?? session?.client_reference_id);
  const base = {
    eventId: event.id,
    type: event.type,
    depositId: Number.isSafeInteger(depositId) && depositId > 0 ? depositId : undefined,
    checkoutId: session?.id,
    amountMinor: session?.amount_total ?? undefined,
    currency: session?.currency?.toUpperCase(),
  };
  switch (event.type) {
    case 'checkout.session.completed':
      // Delayed methods (e.g. SEPA) complete unpaid and report later through async_payment_*.
      return session?.payment_status === 'unpaid'
        ? { ...base, outcome: 'ignored' }
        : { ...base, outcome: 'succeeded' };
    case 'checkout.session.async_payment_succeeded':
      return { ...base, outcome: 'succeeded' };
    case 'checkout.session.async_payment_failed':
      return { ...base, outcome: 'failed', failureReason: 'failed' };
    case 'checkout.session.expired':
      return { ...base, outcome: 'failed', failureReason: 'expired' };
    default:
      return { ...base, outcome: 'ignored' };
  }
}

/** Stripe Checkout: one Checkout Session per deposit; outcomes arrive as signed webhooks. */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = createStripeClient(options);
  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountMinor,
                product_data: { name: request.description },
              },
            },
          ],
          client_reference_id: String(request.depositId),
          metadata: { deposit_id: String(request.depositId) },
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          locale: stripeLocales.has(request.language) ? request.language : 'auto',
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(Date.now() / 1000) + sessionLifetimeSeconds,
        },
        // A retried call for the same deposit answers the same session.
        { idempotencyKey: `parlor-deposit-${request.depositId}` },
      );
      if (!session.url) throw new Error(`Stripe session ${session.id} has no url`);
      return { checkoutId: session.id, redirectUrl: session.url };
    },

    parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent {
      const header = headers['stripe-signature'];
      if (typeof header !== 'string') {
        throw new WebhookVerificationError('signature', 'missing Stripe-Signature header');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, header, options.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new WebhookVerificationError('signature', error.message);
        }
        throw new WebhookVerificationError('payload', 'Stripe webhook is not a valid event');
      }
      return toPaymentEvent(event);
    },
  };
}
