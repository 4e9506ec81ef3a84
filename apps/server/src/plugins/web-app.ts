import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA from `webDistDir`: hashed assets cached for a year (immutable),
 * index.html never from a cache, text assets as the build's precompressed brotli or gzip
 * copies when the client accepts them (`Vary: Accept-Encoding`), every other
 * GET outside /api answered with index.html so that the client router takes over.
 * Unknown /api paths answer the JSON 404 envelope.
 */
async function webAppPlugin(app: FastifyInstance) {
  const dist = app.config.webDistDir;
  const indexFile = dist ? path.join(dist, 'index.html') : undefined;
  const hasSpa = indexFile !== undefined && fs.existsSync(indexFile);

  if (hasSpa && dist) {
    await app.register(fastifyStatic, {
      root: dist,
      // Look files up per request: a list globbed at start-up goes stale when the web app
      // is rebuilt under a running server (new asset hashes would answer 404).
      wildcard: true,
      // `/` is the SPA's entry; every other unknown path falls through to the handler below.
      index: 'index.html',
      // scripts/web-bundle-report.mjs writes `.br` and `.gz` next to every text asset.
      preCompressed: true,
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        // index.html names the current asset hashes: never serve a stale copy after a deploy.
        const isIndex = path.basename(filePath) === 'index.html';
        void res.header(
          'cache-control',
          isHashedAsset
            ? 'public, max-age=31536000, immutable'
            : isIndex
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/sanctum/');
    if (hasSpa && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({
      status: 'ERROR',
      message: translate(request.lang, 'errors.routeNotFound', { method: request.method, url }),
      code: 'NOT_FOUND',
    });
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
