import type { FastifyInstance } from 'fastify';

/** The chat module's routes (mounted under /api). */
export default async function chatRoutes(_app: FastifyInstance) {}
