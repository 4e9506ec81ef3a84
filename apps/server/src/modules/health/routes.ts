import { okEnvelope } from '@parlor/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';

/**
 * `GET /api/health`: 200 when the database answers and every process of this server has
 * finished its start-up work (app.readiness), 503 otherwise. `redis` says
 * whether Redis answers (`off` without REDIS_URL); an instance without Redis still serves
 * every call (realtime events between instances pause, rate limits count per instance), so
 * it stays 200 — a load balancer must not take every instance out when Redis blips.
 */
export default async function healthRoutes(app: FastifyInstance) {
  typed(app).get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: okEnvelope(
            z.object({
              database: z.literal('ok'),
              redis: z.enum(['ok', 'down', 'off']),
              uptime_seconds: z.number(),
            }),
          ),
        },
      },
    },
    async (request, reply) => {
      if (!app.readiness.isReady) {
        void reply.header('retry-after', '1');
        throw new AppError(503, 'errors.serverStarting');
      }
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        throw new AppError(503, 'errors.databaseUnavailable');
      }
      const redis = !app.redisStatus ? 'off' : app.redisStatus.isUp ? 'ok' : 'down';
      return ok({
        database: 'ok' as const,
        redis,
        uptime_seconds: Math.round(process.uptime()),
      });
    },
  );
}
