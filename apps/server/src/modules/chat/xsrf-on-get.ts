import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertXsrfToken } from '../../plugins/auth/csrf';

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
    assertXsrfToken(app, request);
  };
}
