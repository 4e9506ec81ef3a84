import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import { hmacSha256, randomToken, safeEqual } from '../../lib/hash';
import { sessionCookieName, xsrfCookieName, xsrfHeaderName, xsrfCookieOptions } from './cookies';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false exempts a route from the CSRF check (webhooks, the hosted pay page). */
    csrf?: boolean;
  }
}

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `random.signature`: the signature proves the server issued it (a signed double-submit token). */
export function issueXsrfToken(secret: string): string {
  const random = randomToken(24);
  return `${random}.${hmacSha256(secret, `xsrf:${random}`).slice(0, 32)}`;
}

function isSignedXsrfToken(secret: string, token: string): boolean {
  const [random, signature, extra] = token.split('.');
  if (!random || !signature || extra !== undefined) return false;
  return safeEqual(signature, hmacSha256(secret, `xsrf:${random}`).slice(0, 32));
}

/**
 * Throws 419 `CSRF token mismatch.` unless the request echoes the signed XSRF-TOKEN cookie
 * in `X-XSRF-TOKEN` from this app's own origin. The plugin applies it to state-changing
 * browser requests; a route that changes state on GET calls it itself.
 */
export function assertXsrfToken(app: FastifyInstance, request: FastifyRequest): void {
  const cookie = request.cookies[xsrfCookieName];
  const header = request.headers[xsrfHeaderName];
  const valid =
    typeof header === 'string' &&
    cookie !== undefined &&
    safeEqual(header, cookie) &&
    isSignedXsrfToken(app.config.appSecret, cookie) &&
    !isForeignOrigin(request, app.config.publicUrl);
  if (!valid) throw new AppError(419, 'errors.csrfMismatch', { code: 'CSRF_MISMATCH' });
}

/** Sets a fresh XSRF-TOKEN cookie (on /sanctum/csrf-cookie, and after sign-in and sign-out). */
export function setXsrfCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply.setCookie(
    xsrfCookieName,
    issueXsrfToken(app.config.appSecret),
    xsrfCookieOptions(request, app.config.publicUrl, app.config.session.maxDays),
  );
}

/**
 * A browser request: it carries our cookies or the headers browsers add. Clients that
 * send none of these (and bearer-token clients) cannot be forged from another site.
 */
function isBrowserRequest(request: FastifyRequest): boolean {
  const cookies = request.cookies;
  return (
    cookies[sessionCookieName] !== undefined ||
    cookies[xsrfCookieName] !== undefined ||
    request.headers.origin !== undefined ||
    request.headers.referer !== undefined ||
    request.headers['sec-fetch-site'] !== undefined
  );
}

/** An Origin header, when present, must be this app's own. */
function isForeignOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  if (origin === new URL(publicUrl).origin) return false;
  const host = request.headers.host;
  return !(host && (origin === `http://${host}` || origin === `https://${host}`));
}

/**
 * CSRF protection the way Laravel Sanctum's SPA mode works: `GET /sanctum/csrf-cookie`
 * sets a readable XSRF-TOKEN cookie, and every state-changing browser request must echo it
 * in `X-XSRF-TOKEN`, else 419 `CSRF token mismatch.`. Bearer requests need no header.
 */
async function csrfPlugin(app: FastifyInstance) {
  app.get('/sanctum/csrf-cookie', { schema: { hide: true } }, async (request, reply) => {
    setXsrfCookie(app, request, reply);
    return reply.code(204).send();
  });

  // Synchronous (a throw is Fastify's error too): no promise per request (decision 702).
  app.addHook('preValidation', (request, _reply, done) => {
    const needsToken =
      stateChangingMethods.has(request.method) &&
      request.routeOptions.config.csrf !== false &&
      request.authMethod !== 'bearer' &&
      isBrowserRequest(request);
    if (needsToken) assertXsrfToken(app, request);
    done();
  });
}

export default fp(csrfPlugin, { name: 'csrf', dependencies: ['auth'] });
