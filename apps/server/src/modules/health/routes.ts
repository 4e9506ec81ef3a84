import { okEnvelope } from '@parlor/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';

/** `GET /api/health`: answers 200 when the database answers, 503 when it does not. */
export default async function healthRoutes(app: FastifyInstance) {
  typed(app).get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: okEnvelope(z.object({ database: z.literal('ok'), uptime_seconds: z.number() })),
        },
      },
    },
    async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        throw new AppError(503, 'errors.databaseUnavailable');
      }
      return ok({ database: 'ok' as const, uptime_seconds: Math.round(process.uptime()) });
    },
  );
}
