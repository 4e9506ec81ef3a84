import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fallbackHtmlPolicy } from '../lib/content-security-policy';

/**
 * Conservative browser security headers on every answer, and a Content-Security-Policy on
 * every HTML answer that did not set its own (the web app's index.html sets one with its
 * nonce: web-app.ts; the test gateway's pay page, the attachments and the API docs set
 * theirs).
 */
async function securityHeadersPlugin(app: FastifyInstance) {
  const isHttps = app.config.publicUrl.startsWith('https://');
  // Synchronous: no promise per answer (decision 702).
  app.addHook('onSend', (_request, reply, _payload, done) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    void reply.header('x-frame-options', 'SAMEORIGIN');
    void reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (isHttps)
      void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy'))
      void reply.header('content-security-policy', fallbackHtmlPolicy);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
