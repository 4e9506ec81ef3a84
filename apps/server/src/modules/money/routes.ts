import type { FastifyInstance } from 'fastify';
import bundleRoutes from './bundle-routes';

/** The money module's routes (mounted under /api). */
export default async function moneyRoutes(app: FastifyInstance) {
  await app.register(bundleRoutes);
}
