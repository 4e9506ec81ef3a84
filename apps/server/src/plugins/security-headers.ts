import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Conservative browser security headers on every answer. */
async function securityHeadersPlugin(app: FastifyInstance) {
  const isHttps = app.config.publicUrl.startsWith('https://');
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    void reply.header('x-frame-options', 'SAMEORIGIN');
    void reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (isHttps)
      void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
