import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createTestGatewayProvider } from './test-gateway/provider';
import type { PaymentProvider } from './types';

export * from './types';

/**
 * Stripe Checkout when configured (config.paymentProvider), else the built-in test
 * gateway (zero set-up; its hosted pay page is served by this server).
 */
export async function createPaymentProvider(
  config: AppConfig,
  db: Database,
): Promise<PaymentProvider> {
  // Stripe's SDK is loaded only when configured (its modules cost start-up time).
  if (config.paymentProvider === 'stripe' && config.stripe)
    return (await import('./stripe')).createStripeProvider(config.stripe);
  return createTestGatewayProvider({
    db,
    publicUrl: config.publicUrl,
    appSecret: config.appSecret,
  });
}
