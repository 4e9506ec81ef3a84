import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedDatabase } from './seed';

/** `npm run db:seed`: migrates, then seeds reference data and (once) the demo content. */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await database.migrate();
await seedDatabase(database.db, { demo: true });
await database.close();
console.warn(`Seeded (${database.kind}).`);
