import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cspNonce, webAppPolicy } from '../../lib/content-security-policy';
import { renderIndexHtml } from '../../lib/index-html';
import { readStartupData } from './read-startup-data';

/**
 * Serves the built SPA from `webDistDir`: hashed assets cached for a year (immutable),
 * index.html never from a cache, text assets as the build's precompressed brotli or gzip
 * copies when the client accepts them (`Vary: Accept-Encoding`), every other
 * GET outside /api answered with index.html so that the client router takes over.
 * index.html is rendered per request with the start-up data and the route's preloads
 * inlined (lib/index-html.ts). Unknown /api paths answer the JSON 404 envelope.
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
      // index.html is never sent as a file: `/` and every unknown path render it below.
      index: false,
      // scripts/web-bundle-report.mjs writes `.br` and `.gz` next to every text asset.
      preCompressed: true,
      setHeaders(res, filePath) {
        void res.header('cache-control', cacheControlOf(filePath));
      },
    });
  }

  if (hasSpa && dist)
    app.get('/', { schema: { hide: true } }, (request, reply) =>
      sendIndex(app, request, reply, dist),
    );

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/sanctum/');
    if (hasSpa && dist && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendIndex(app, request, reply, dist);
    }
    return reply.code(404).send({
      status: 'ERROR',
      message: translate(request.lang, 'errors.routeNotFound', { method: request.method, url }),
      code: 'NOT_FOUND',
    });
  });
}

/**
 * How long a browser may keep a built file: hashed assets a year (immutable); index.html, the
 * service worker and the manifest, looked up by fixed names, never without asking (a deploy
 * must show at once; the browser checks sw.js for updates on its own as well); others an hour.
 */
function cacheControlOf(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable';
  const isIndex = ['index.html', 'sw.js', 'manifest.webmanifest'].includes(path.basename(filePath));
  return isIndex ? 'no-cache' : 'public, max-age=3600';
}

/** The SPA's page for this URL; a failed data read only costs the inlining. */
async function sendIndex(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  dist: string,
) {
  const pathname = request.url.split('?')[0] ?? '/';
  const startupData = await readStartupData(request, pathname).catch((error: unknown) => {
    request.log.error({ err: error }, 'start-up data for index.html failed');
    return undefined;
  });
  const lang =
    startupData?.languages.find((language) => language.id === startupData.languageId)?.code ?? 'en';
  const styleNonce = cspNonce();
  const html = renderIndexHtml({ dist, pathname, lang, startupData, styleNonce });
  // The build went away under a running server.
  if (html === undefined) return reply.code(503).type('text/plain').send('No web app build.');
  const googleTag = await app.reference
    .settings()
    .then((settings) => settings.google_tag)
    .catch(() => '');
  void reply.header(
    'content-security-policy',
    webAppPolicy({
      publicUrl: app.config.publicUrl,
      styleNonce,
      googleTag,
    }),
  );
  // Never from a cache: it names the current asset hashes and carries per-request data.
  void reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  return sendCompressed(request, reply, html);
}

/** Compressed like the build's precompressed assets (a few KB: a fast brotli level will do). */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    const body = zlib.brotliCompressSync(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
  }
  return reply.send(html);
}

export default fp(webAppPlugin, { name: 'web-app' });
