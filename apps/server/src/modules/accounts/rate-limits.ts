import type { FastifyInstance, FastifyRequest } from 'fastify';
import { enforceRateLimits } from '../../adapters/rate-limit';
import type { AuthRateLimits } from '../../config';

export type LimitedCall = 'login' | 'register' | 'reset' | 'resend';

/** The per-account counter of a call (e-mail addresses compared case-insensitively). */
export function accountLimitKey(call: LimitedCall, email: string): string {
  return `auth:${call}:account:${email.trim().toLowerCase()}`;
}

/**
 * Counts one attempt of an account call per client IP and, when the e-mail is known, per
 * account; over either limit answers 429 "Too many attempts. Please try again in N seconds."
 */
export async function limitAccountCall(
  app: FastifyInstance,
  request: FastifyRequest,
  call: LimitedCall,
  email?: string,
): Promise<void> {
  const limits: AuthRateLimits = app.config.authRateLimits;
  const rules = [
    { key: `auth:${call}:ip:${request.ip}`, limit: limits[call].perIp, windowMs: limits.windowMs },
  ];
  if (email) {
    rules.push({
      key: accountLimitKey(call, email),
      limit: limits[call].perAccount,
      windowMs: limits.windowMs,
    });
  }
  await enforceRateLimits(app.rateLimits, rules);
}
