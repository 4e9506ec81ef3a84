import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedReferenceData } from '../db/seed';
import { ensureAdmin } from '../modules/admin/ensure-admin';
import { tellRunningServers } from './tell-running-servers';

/**
 * `npm run admin:create -- --email admin@example.com --password '…'`: creates a verified
 * admin account on DATABASE_URL (or the embedded database), or makes an existing account
 * with that e-mail an admin with that password. With REDIS_URL set, running servers are
 * told at once (they remember a signed-in user's role for a few seconds otherwise).
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' } },
});
if (!values.email || !values.password) {
  console.error('Usage: npm run admin:create -- --email <address> --password <password>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await database.migrate();
  await seedReferenceData(database.db);
  const id = await ensureAdmin(database.db, { email: values.email, password: values.password });
  console.warn(`Admin account ${values.email} (id ${id}) is ready (${database.kind}).`);
  if (config.redisUrl) await tellRunningServers(config.redisUrl, id, config.redisPrefix);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
