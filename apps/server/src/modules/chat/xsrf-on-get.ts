import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { hmacSha256, safeEqual } from '../../lib/hash';
import { xsrfCookieName, xsrfHeaderName } from '../../plugins/auth/cookies';

/**
 * Whether the XSRF-TOKEN cookie is one the server issued: `random.signature`, signed with
 * the app secret the way `plugins/auth/csrf.ts` issues it (that plugin checks POST, PUT,
 * PATCH and DELETE only).
 */
function isIssuedXsrfToken(secret: string, token: string): boolean {
  const [random, signature, extra] = token.split('.');
  if (!random || !signature || extra !== undefined) return false;
  return safeEqual(signature, hmacSha256(secret, `xsrf:${random}`).slice(0, 32));
}

/**
 * `GET /api/topics/random` seats the caller in a chat although the spec makes it a GET. A
 * session (cookie) request must therefore prove it comes from our page like any
 * state-changing call: `X-XSRF-TOKEN` echoing the signed XSRF-TOKEN cookie, which another
 * site can neither read nor send (419 `CSRF token mismatch.` otherwise). Bearer-token
 * clients are not browsers and need no token. Runs after authentication.
 */
export function requireXsrfOnGet(app: FastifyInstance) {
  return async function checkXsrf(request: FastifyRequest): Promise<void> {
    if (request.authMethod === 'bearer') return;
    const cookie = request.cookies[xsrfCookieName];
    const header = request.headers[xsrfHeaderName];
    const valid =
      typeof header === 'string' &&
      cookie !== undefined &&
      safeEqual(header, cookie) &&
      isIssuedXsrfToken(app.config.appSecret, cookie);
    if (!valid) throw new AppError(419, 'errors.csrfMismatch', { code: 'CSRF_MISMATCH' });
  };
}
