import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `job` every `intervalMs` once the server is ready, never two runs of one job at
     * once, until the server closes. Jobs must be safe to run on several instances.
     */
    schedule(name: string, intervalMs: number, job: () => Promise<void>): void;
  }
}

async function schedulerPlugin(app: FastifyInstance) {
  const timers: NodeJS.Timeout[] = [];
  const jobs: { name: string; intervalMs: number; job: () => Promise<void> }[] = [];

  app.decorate('schedule', (name: string, intervalMs: number, job: () => Promise<void>) => {
    jobs.push({ name, intervalMs, job });
  });

  app.addHook('onReady', async () => {
    if (app.config.env === 'test') return; // tests run jobs directly
    for (const { name, intervalMs, job } of jobs) {
      let isRunning = false;
      const timer = setInterval(() => {
        if (isRunning) return;
        isRunning = true;
        job()
          .catch((error: unknown) =>
            app.log.error({ err: error, job: name }, 'scheduled job failed'),
          )
          .finally(() => {
            isRunning = false;
          });
      }, intervalMs);
      timer.unref();
      timers.push(timer);
    }
  });

  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}

export default fp(schedulerPlugin, { name: 'scheduler' });
