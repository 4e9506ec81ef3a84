import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { workerEndpoint, type IpcEndpoint } from './cluster/ipc';
import { runPrimary, workerIndexVariable } from './cluster/primary';
import { resolveWebConcurrency } from './cluster/web-concurrency';
import { loadConfig, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDatabase } from './db/seed';
import { ensureDemoAdmin } from './modules/admin/ensure-admin';
import { ensureAdminAndTell } from './modules/admin/ensure-admin-and-tell';
import { openRedis } from './redis';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

type DemoAdmin = Awaited<ReturnType<typeof ensureDemoAdmin>>;

/**
 * Starts the server: one process serving the SPA and the API, or — with WEB_CONCURRENCY above
 * one (by default one per core on PostgreSQL) — a primary that migrates and seeds, then forks
 * that many such processes on one port (node:cluster). SIGTERM/SIGINT drain and exit.
 */
async function main(): Promise<void> {
  // In the primary first: a secret generated into DATA_DIR exists before any worker reads it.
  const config = loadConfig();
  config.webDistDir ??= defaultWebDist;
  if (cluster.isWorker) {
    const index = Number(process.env[workerIndexVariable] ?? 0);
    const database = await openDatabase({ databaseUrl: config.databaseUrl });
    await serve(config, database, { cluster: { index, ipc: workerEndpoint() } });
    return;
  }

  const count = resolveWebConcurrency(process.env.WEB_CONCURRENCY, config.databaseUrl);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  await seedDatabase(database.db, { demo: config.seedDemo });
  // The embedded demo gets an admin too; its password is printed this once only.
  const demoAdmin =
    config.seedDemo && !config.admin ? await ensureDemoAdmin(database.db) : undefined;
  if (count === 1) {
    await serve(config, database, { demoAdmin });
    return;
  }

  await database.close();
  const { default: pino } = await import('pino');
  const log = pino({ level: config.logLevel, ...prettyTransport(config) });
  runPrimary({
    count,
    entryFile: fileURLToPath(import.meta.url),
    log,
    onListening: () => {
      log.info({ processes: count }, runningText(config));
      if (demoAdmin) log.warn(demoAdminText(demoAdmin));
    },
  });
}

/** One process serving the SPA and the API until SIGTERM / SIGINT (or its primary's end). */
async function serve(
  config: AppConfig,
  database: DatabaseHandle,
  options: { demoAdmin?: DemoAdmin; cluster?: { index: number; ipc: IpcEndpoint } },
): Promise<void> {
  // Never fails: with Redis down the instance serves HTTP and reconnects in the background.
  const redis = config.redisUrl ? await openRedis(config.redisUrl, config.redisPrefix) : undefined;
  const app = await buildApp(config, { db: database.db, redis, cluster: options.cluster });
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
  if (options.cluster) return; // the primary says when every process listens
  app.log.info(
    { database: database.kind, redis: Boolean(redis), dataDir: config.dataDir },
    runningText(config),
  );
  if (options.demoAdmin) app.log.warn(demoAdminText(options.demoAdmin));
}

function runningText(config: AppConfig): string {
  const shownHost =
    config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  return `Parlor is running at http://${shownHost}:${config.port} (API docs: /api/docs)`;
}

function demoAdminText(demoAdmin: NonNullable<DemoAdmin>): string {
  return (
    `Demo admin account created — e-mail: ${demoAdmin.email}  password: ${demoAdmin.password} ` +
    '(shown only this once; `npm run admin:create` sets another)'
  );
}

/** The primary's log looks like the workers' (pino-pretty in development). */
function prettyTransport(config: AppConfig) {
  return config.logPretty
    ? {
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
        },
      }
    : {};
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
