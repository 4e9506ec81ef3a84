import type { FastifyInstance } from 'fastify';
import { enforceRateLimits } from '../../adapters/rate-limit';

/** Per-user limits of the chat's writes (429 with "try again in N seconds" beyond them). */
const rules = {
  message: { limit: 20, windowMs: 10_000 },
  topic: { limit: 10, windowMs: 60_000 },
  join: { limit: 30, windowMs: 60_000 },
  report: { limit: 20, windowMs: 3_600_000 },
} as const;

export function limitChat(app: FastifyInstance, action: keyof typeof rules, userId: number) {
  return enforceRateLimits(app.rateLimits, [
    { key: `chat:${action}:user:${userId}`, ...rules[action] },
  ]);
}
