import { centiToPoints, type TCheckoutStarted } from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deposits } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TopUpQuote } from './quote-top-up';

/** Billing details kept on the deposit (a snapshot; the profile may change later). */
export interface BillingSnapshot {
  name: string;
  surname: string;
  email: string;
  phone: string | null;
  phoneCountryCode: string | null;
  countryId: number | null;
  city: string | null;
  address: string | null;
  postCode: string | null;
}

/**
 * Starts a card payment: writes the pending deposit, opens a checkout with the provider
 * and answers where to send the browser. If the provider cannot be reached the deposit is
 * marked failed and the caller gets `Could not initiate payment. Please try again.`.
 */
export async function startCheckout(
  app: FastifyInstance,
  options: { userId: number; quote: TopUpQuote; billing: BillingSnapshot; language: string },
): Promise<TCheckoutStarted> {
  const { quote } = options;
  const provider = app.payments;
  const [deposit] = await app.db
    .insert(deposits)
    .values({
      userId: options.userId,
      bundleId: quote.bundleId,
      amountMinor: quote.amountMinor,
      currency: quote.currency,
      points: quote.points,
      provider: provider.name,
      billing: { ...options.billing },
    })
    .returning({ id: deposits.id });
  if (!deposit) throw new Error('deposit insert returned nothing');

  const base = app.config.publicUrl;
  try {
    const session = await provider.createCheckout({
      depositId: deposit.id,
      amountMinor: quote.amountMinor,
      currency: quote.currency,
      description: translate(options.language, 'money.bundles.points', {
        points: centiToPoints(quote.points),
      }),
      customerEmail: options.billing.email || undefined,
      language: options.language,
      successUrl: `${base}/processing-payment?order_id=${deposit.id}`,
      cancelUrl: `${base}/fail-payment?order_id=${deposit.id}`,
    });
    await app.db
      .update(deposits)
      .set({ providerCheckoutId: session.checkoutId })
      .where(eq(deposits.id, deposit.id));
    return { redirect_url: session.redirectUrl, order_id: deposit.id };
  } catch (error) {
    app.log.error({ err: error, depositId: deposit.id }, 'could not open a checkout');
    await app.db
      .update(deposits)
      .set({ status: 'error', failureReason: 'failed', completedAt: new Date() })
      .where(eq(deposits.id, deposit.id));
    throw new AppError(502, 'money.errors.initiatePayment', { code: 'PAYMENT_UNAVAILABLE' });
  }
}
