import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { buildApp } from './app';
import { createReadiness } from './lib/readiness';
import type { IpcEndpoint } from './cluster/ipc';
import { ensureAdminAndTell } from './modules/admin/ensure-admin-and-tell';
import { openRedis } from './redis';
import { demoAdminText, runningText, type DemoAdmin } from './start-texts';

/** One process serving the SPA and the API until SIGTERM / SIGINT (or its primary's end). */
export async function serve(
  config: AppConfig,
  database: DatabaseHandle,
  options: { demoAdmin?: DemoAdmin; cluster?: { index: number; ipc: IpcEndpoint } },
): Promise<void> {
  // Never fails: with Redis down the instance serves HTTP and reconnects in the background.
  const redis = config.redisUrl ? await openRedis(config.redisUrl, config.redisPrefix) : undefined;
  const readiness = createReadiness();
  const app = await buildApp(config, {
    db: database.db,
    redis,
    cluster: options.cluster,
    readiness,
  });
  // After the bus exists: running instances must forget the account's old role. In a
  // cluster the first process does it for all.
  if (config.admin && (options.cluster?.index ?? 0) === 0) {
    await ensureAdminAndTell(app, config.admin);
  }

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    try {
      await app.close();
      redis?.disconnect();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A worker whose primary is gone serves no more (its events would reach nobody).
  if (options.cluster) process.on('disconnect', () => void shutdown('primary gone'));

  await app.listen({ port: config.port, host: config.host });
  if (options.cluster) {
    // Health answers 200 only once every process started: the first one made the admin.
    const { ipc } = options.cluster;
    ipc.onMessage((message) => {
      if (message.parlor === 'cluster-ready') readiness.markReady();
    });
    ipc.send({ parlor: 'started' });
    return; // the primary says when every process listens
  }
  readiness.markReady();
  app.log.info(
    { database: database.kind, redis: Boolean(redis), dataDir: config.dataDir },
    runningText(config),
  );
  if (options.demoAdmin) app.log.warn(demoAdminText(options.demoAdmin));
}
