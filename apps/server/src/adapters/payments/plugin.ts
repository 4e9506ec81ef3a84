import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentProvider, type PaymentProvider } from './index';
import testGatewayRoutes from './test-gateway/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card payment provider: Stripe when configured, else the built-in test gateway. */
    payments: PaymentProvider;
  }
}

/**
 * Chooses the payment provider once. With the test gateway, also serves its hosted pay
 * page at `/pay/test/{checkoutId}` (outside /api: it is the gateway's page, not our API).
 */
async function paymentsPlugin(app: FastifyInstance) {
  const provider = await createPaymentProvider(app.config, app.db);
  app.decorate('payments', provider);
  if (provider.name === 'test') {
    if (app.config.env === 'production') {
      app.log.warn('payments: PAYMENT_PROVIDER=test in production; test cards credit real points');
    }
    await app.register(testGatewayRoutes);
  }
}

export default fp(paymentsPlugin, {
  name: 'payments',
  dependencies: ['scheduler', 'reference-data'],
});
