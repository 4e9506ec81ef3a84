import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { ensureDemoAdmin } from './modules/admin/ensure-admin';
import { ensureAdminAndTell } from './modules/admin/ensure-admin-and-tell';
import { openRedis } from './redis';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Starts one process serving the SPA and the API; SIGTERM/SIGINT drain and exit. */
async function main(): Promise<void> {
  const config = loadConfig();
  config.webDistDir ??= defaultWebDist;

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  await seedDatabase(database.db, { demo: config.seedDemo });
  // The embedded demo gets an admin too; its password is printed this once only.
  const demoAdmin =
    config.seedDemo && !config.admin ? await ensureDemoAdmin(database.db) : undefined;

  // Never fails: with Redis down the instance serves HTTP and reconnects in the background.
  const redis = config.redisUrl ? await openRedis(config.redisUrl, config.redisPrefix) : undefined;
  const app = await buildApp(config, { db: database.db, redis });
  // After the bus exists: running instances must forget the account's old role.
  if (config.admin) await ensureAdminAndTell(app, config.admin);

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

  await app.listen({ port: config.port, host: config.host });
  const shownHost =
    config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  app.log.info(
    { database: database.kind, redis: Boolean(redis), dataDir: config.dataDir },
    `Parlor is running at http://${shownHost}:${config.port} (API docs: /api/docs)`,
  );
  if (demoAdmin) {
    app.log.warn(
      `Demo admin account created — e-mail: ${demoAdmin.email}  password: ${demoAdmin.password} ` +
        '(shown only this once; `npm run admin:create` sets another)',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
