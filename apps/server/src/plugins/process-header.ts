import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Names the cluster process that answered (0 … WEB_CONCURRENCY−1): operators and tests see it. */
export const processHeader = 'x-parlor-process';

/**
 * In a `WEB_CONCURRENCY` cluster every answer, the WebSocket upgrade included, says which
 * process served it — behind one port the only way to tell them apart.
 */
async function processHeaderPlugin(app: FastifyInstance, options: { index: number }) {
  const value = String(options.index);
  app.addHook('onSend', (_request, reply, _payload, done) => {
    reply.header(processHeader, value);
    done();
  });
  app.addHook('onReady', async () => {
    app.websocketServer.on('headers', (headers: string[]) => {
      headers.push(`${processHeader}: ${value}`);
    });
  });
}

export default fp(processHeaderPlugin, { name: 'process-header' });
