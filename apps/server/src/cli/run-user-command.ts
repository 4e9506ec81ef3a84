import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { tellRunningServers } from './tell-running-servers';

/** What a failed command prints by default: an error's message, anything else as it is. */
const messageOf = (error: unknown): unknown => (error instanceof Error ? error.message : error);

/**
 * Runs an operator command that changes one account (`npm run admin:create`, `admin:role`) on
 * DATABASE_URL or the embedded database, migrated first. `change` answers the account's id;
 * with REDIS_URL set, running servers are then told at once (they remember a signed-in user's
 * role for a few seconds otherwise). A failure is printed (`describeFailure`) and sets exit
 * code 1; the database is closed either way.
 */
export async function runUserCommand(
  change: (database: DatabaseHandle) => Promise<number>,
  describeFailure: (error: unknown) => unknown = messageOf,
): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    const id = await change(database);
    if (config.redisUrl) await tellRunningServers(config.redisUrl, id, config.redisPrefix);
  } catch (error) {
    console.error(describeFailure(error));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
