import type { FastifyInstance } from 'fastify';
import billingDetailsRoutes from './billing-details-routes';
import bundleRoutes from './bundle-routes';
import channelRoutes from './channel-routes';
import depositRoutes from './deposit-routes';
import webhookRoutes from './webhook-routes';

/** The money module's routes (mounted under /api). */
export default async function moneyRoutes(app: FastifyInstance) {
  await app.register(bundleRoutes);
  await app.register(depositRoutes);
  await app.register(channelRoutes);
  await app.register(webhookRoutes);
  await app.register(billingDetailsRoutes);
}
