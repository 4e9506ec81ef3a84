import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workerEndpoint } from './cluster/ipc';
import { runPrimary, workerIndexVariable } from './cluster/primary';
import { resolveWebConcurrency } from './cluster/web-concurrency';
import { loadConfig, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { demoAdminText, runningText, type DemoAdmin } from './start-texts';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * The serving process's modules (the app, its plugins and routes) and the start-up's own
 * (seeding, the demo admin): imported while the database starts rather than before, so
 * PGlite's WebAssembly compiles on other threads and its files are read meanwhile.
 */
const loadServe = () => import('./serve');

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
    const [database, { serve }] = await Promise.all([
      openDatabase({ databaseUrl: config.databaseUrl }),
      loadServe(),
    ]);
    await serve(config, database, { cluster: { index, ipc: workerEndpoint() } });
    return;
  }

  const count = resolveWebConcurrency(process.env.WEB_CONCURRENCY, config.databaseUrl);
  const [{ database, demoAdmin }, serveModule] = await Promise.all([
    prepareDatabase(config),
    count === 1 ? loadServe() : undefined,
  ]);
  if (serveModule) {
    await serveModule.serve(config, database, { demoAdmin });
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

/** Opens the database, migrates and seeds it; the embedded demo gets an admin too. */
async function prepareDatabase(config: AppConfig): Promise<{
  database: DatabaseHandle;
  demoAdmin: DemoAdmin;
}> {
  const [database, { seedDatabase }, { ensureDemoAdmin }] = await Promise.all([
    openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
    }),
    import('./db/seed'),
    import('./modules/admin/ensure-admin'),
  ]);
  await database.migrate();
  await seedDatabase(database.db, { demo: config.seedDemo });
  // Its password is printed this once only.
  const demoAdmin =
    config.seedDemo && !config.admin ? await ensureDemoAdmin(database.db) : undefined;
  return { database, demoAdmin };
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
