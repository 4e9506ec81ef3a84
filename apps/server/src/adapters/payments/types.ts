import type { TDepositFailureReason } from '@parlor/contracts';
import type { IncomingHttpHeaders } from 'node:http';

/** What the shop asks a payment provider for: one checkout per deposit. */
export interface CheckoutRequest {
  depositId: number;
  /** Minor units of `currency`. */
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** One line the payer sees, e.g. `250 points`. */
  description: string;
  customerEmail: string | undefined;
  /** The payer's language code (the hosted page is shown in it when possible). */
  language: string;
  /** Where the browser goes after paying (the processing page polls the deposit). */
  successUrl: string;
  /** Where the browser goes when the payer cancels. */
  cancelUrl: string;
}

export interface CheckoutSession {
  /** The provider's id of the checkout (test checkout id, Stripe `cs_…`). */
  checkoutId: string;
  /** The hosted page the browser is sent to. */
  redirectUrl: string;
}

/** A verified provider webhook, reduced to what the shop acts on. */
export interface PaymentEvent {
  /** The provider's event id; an id seen before is a replay. */
  eventId: string;
  type: string;
  /** `succeeded` credits, `failed` marks the deposit failed, `ignored` only records the event. */
  outcome: 'succeeded' | 'failed' | 'ignored';
  failureReason?: TDepositFailureReason;
  /** The deposit named in the checkout's metadata. */
  depositId: number | undefined;
  checkoutId: string | undefined;
  /** What the provider says was paid, checked against the deposit when present. */
  amountMinor?: number | undefined;
  currency?: string | undefined;
}

/** A card payment provider: the built-in test gateway or Stripe Checkout. */
export interface PaymentProvider {
  /** Stored on each deposit (`deposits.provider`). */
  readonly name: 'test' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Verifies a webhook's signature over the raw body and parses it. Throws
   * `WebhookVerificationError` when the signature or the payload is not acceptable.
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent;
}

/** A webhook that must be answered 400 and must change nothing. */
export class WebhookVerificationError extends Error {
  constructor(
    readonly reason: 'signature' | 'payload',
    message: string,
  ) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}
