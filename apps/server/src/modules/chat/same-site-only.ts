import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/**
 * `GET /api/topics/random` changes state although the spec makes it a GET, and GETs carry
 * no CSRF token. A browser marks requests started by another site (a link, a redirect) with
 * `Sec-Fetch-Site`; those are refused, so no other site can seat a user in a chat.
 */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') {
    throw AppError.forbidden('errors.forbidden', { code: 'CROSS_SITE' });
  }
}
