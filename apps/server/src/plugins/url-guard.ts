import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** True when every `%` escape of a query string decodes (to valid UTF-8). */
export function isDecodableQuery(query: string): boolean {
  try {
    decodeURIComponent(query.replaceAll('+', ' '));
    return true;
  } catch {
    return false;
  }
}

/**
 * The router refuses a path that cannot be decoded (FST_ERR_BAD_URL, answered by the error
 * handler); Fastify's query parser keeps a broken `%` escape as it came. Such a query is as
 * unreadable as such a path, so it is answered the same way, 400, before anything else runs.
 */
async function urlGuardPlugin(app: FastifyInstance) {
  // Synchronous (a throw is Fastify's error too): no promise per request (decision 702).
  app.addHook('onRequest', (request, _reply, done) => {
    const queryStart = request.url.indexOf('?');
    if (queryStart !== -1 && !isDecodableQuery(request.url.slice(queryStart + 1))) {
      throw new AppError(400, 'requests.badUrl');
    }
    done();
  });
}

export default fp(urlGuardPlugin, { name: 'url-guard' });
