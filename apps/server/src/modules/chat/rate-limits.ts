import type { FastifyInstance } from 'fastify';
import { enforceRateLimits } from '../../adapters/rate-limit';

/** Per-user limits of the chat's writes (429 with "try again in N seconds" beyond them). */
const rules = {
  topic: { limit: 10, windowMs: 60_000 },
  join: { limit: 30, windowMs: 60_000 },
  report: { limit: 20, windowMs: 3_600_000 },
} as const;

type ChatAction = keyof typeof rules | 'message';

export function limitChat(app: FastifyInstance, action: ChatAction, userId: number) {
  const rule =
    action === 'message'
      ? { limit: app.config.chatMessagesPer10s, windowMs: 10_000 }
      : rules[action];
  return enforceRateLimits(app.rateLimits, [{ key: `chat:${action}:user:${userId}`, ...rule }]);
}
