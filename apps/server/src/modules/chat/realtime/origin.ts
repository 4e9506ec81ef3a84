import type { FastifyRequest } from 'fastify';

/**
 * A browser always sends the page's Origin with a WebSocket handshake: it must be this
 * app's public origin (or the host it was reached at), so no other site can open a socket
 * with the user's cookie. Clients without an Origin (apps with a bearer token) pass.
 */
export function isAllowedOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === new URL(publicUrl).origin) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}
