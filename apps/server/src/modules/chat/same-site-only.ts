import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/**
 * `GET /api/topics/random` changes state although the spec makes it a GET. A browser marks
 * requests started by another site (a link, a redirect) with `Sec-Fetch-Site`; those are
 * refused at once. Older browsers send no such header, so the route also requires the XSRF
 * token (`xsrf-on-get.ts`), which another site cannot send.
 */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') {
    throw AppError.forbidden('errors.forbidden', { code: 'CROSS_SITE' });
  }
}
