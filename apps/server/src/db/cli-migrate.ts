import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from './client';

/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the embedded database. */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await database.migrate();
await database.close();
console.warn(`Migrations applied (${database.kind}).`);
