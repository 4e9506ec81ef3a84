import type { FastifyInstance } from 'fastify';

/** The money module's routes (mounted under /api). */
export default async function moneyRoutes(_app: FastifyInstance) {}
