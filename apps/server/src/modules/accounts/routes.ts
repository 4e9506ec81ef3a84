import type { FastifyInstance } from 'fastify';

/** The accounts module's routes (mounted under /api). */
export default async function accountsRoutes(_app: FastifyInstance) {}
