import path from 'node:path';
import { parseArgs } from 'node:util';
import { staffRoleChoices, type TSetUserRoleRequest } from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { AppError } from '../lib/app-error';
import { setUserRole } from '../modules/admin/set-user-role';
import { tellRunningServers } from './tell-running-servers';

/**
 * `npm run admin:role -- --email someone@example.com --role moderator|user [--reason …]`:
 * gives or takes the moderator role on DATABASE_URL (or the embedded database), audited as
 * `user.role` with actor `cli`. With REDIS_URL set, running servers are told at once.
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string' },
    reason: { type: 'string', default: 'npm run admin:role' },
  },
});
const role = staffRoleChoices.find((choice) => choice === values.role);
if (!values.email || !role) {
  console.error('Usage: npm run admin:role -- --email <address> --role moderator|user');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await database.migrate();
  const change: TSetUserRoleRequest = { role, reason: values.reason };
  const id = await database.db.transaction((tx) =>
    setUserRole(
      tx,
      { user: { id: null, role: 'cli' }, ip: undefined },
      { email: values.email! },
      change,
    ),
  );
  console.warn(
    `${values.email} (id ${id}) is now ${role === 'user' ? 'a plain user' : 'a moderator'}.`,
  );
  if (config.redisUrl) await tellRunningServers(config.redisUrl, id, config.redisPrefix);
} catch (error) {
  if (error instanceof AppError && error.statusCode === 404) {
    console.error(`There is no account with the e-mail ${values.email}.`);
  } else if (error instanceof AppError) {
    console.error(translate('en', error.messageKey, error.params));
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
} finally {
  await database.close();
}
