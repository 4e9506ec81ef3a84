import type { FastifyInstance, FastifyRequest } from 'fastify';
import { enforceRateLimits, type RateLimitRule } from '../../adapters/rate-limit';
import type { AuthRateLimits } from '../../config';

export type LimitedCall = 'login' | 'register' | 'reset' | 'resend';

/**
 * Calls whose per-account counter is kept per client IP as well: a stranger elsewhere must
 * not be able to lock the owner out of signing in, resetting or re-sending the link.
 * Sign-up counts per address alone (an address taken once stays taken anyway).
 */
const countedPerAccountAndIp: ReadonlySet<LimitedCall> = new Set(['login', 'reset', 'resend']);

/**
 * Above the per-account-and-IP counters, each of these calls also has an account-wide
 * ceiling of this many times the per-account limit, counted from every IP together: it
 * stops guessing a password (or flooding someone's inbox) from many addresses, while a
 * stranger needs that many attempts in one window to get in the owner's way.
 */
const accountWideFactor: Record<LimitedCall, number> = {
  login: 10,
  register: 1,
  reset: 3,
  resend: 3,
};

const accountOf = (email: string) => email.trim().toLowerCase();

/** The per-account counter of a call (e-mail addresses compared case-insensitively). */
export function accountLimitKey(call: LimitedCall, email: string, ip: string): string {
  return countedPerAccountAndIp.has(call)
    ? `auth:${call}:account-ip:${accountOf(email)}|${ip}`
    : accountWideLimitKey(call, email);
}

/** The account-wide counter of a call, whatever the IP. */
export function accountWideLimitKey(call: LimitedCall, email: string): string {
  return `auth:${call}:account:${accountOf(email)}`;
}

/**
 * Counts one attempt of an account call per client IP and, when the e-mail is known, per
 * account and IP plus account-wide (see above); over any limit answers 429 "Too many attempts. Please
 * try again in N seconds."
 */
export async function limitAccountCall(
  app: FastifyInstance,
  request: FastifyRequest,
  call: LimitedCall,
  email?: string,
): Promise<void> {
  const limits: AuthRateLimits = app.config.authRateLimits;
  const rules: RateLimitRule[] = [
    { key: `auth:${call}:ip:${request.ip}`, limit: limits[call].perIp, windowMs: limits.windowMs },
  ];
  if (email) {
    rules.push({
      key: accountLimitKey(call, email, request.ip),
      limit: limits[call].perAccount,
      windowMs: limits.windowMs,
    });
    if (countedPerAccountAndIp.has(call)) {
      rules.push({
        key: accountWideLimitKey(call, email),
        limit: limits[call].perAccount * accountWideFactor[call],
        windowMs: limits.windowMs,
      });
    }
  }
  await enforceRateLimits(app.rateLimits, rules);
}

/**
 * The reset step carries a 256-bit token, which cannot be guessed: it is limited per client
 * IP only (with the reset limit, on a counter of its own), so that nobody can block an
 * owner's link by failing with their address.
 */
export async function limitPasswordResetStep(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<void> {
  const limits = app.config.authRateLimits;
  await enforceRateLimits(app.rateLimits, [
    {
      key: `auth:reset-step:ip:${request.ip}`,
      limit: limits.reset.perIp,
      windowMs: limits.windowMs,
    },
  ]);
}
