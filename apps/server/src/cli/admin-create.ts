import { parseArgs } from 'node:util';
import { seedReferenceData } from '../db/seed';
import { ensureAdmin } from '../modules/admin/ensure-admin';
import { runUserCommand } from './run-user-command';

/**
 * `npm run admin:create -- --email admin@example.com --password '…'`: creates a verified
 * admin account on DATABASE_URL (or the embedded database), or makes an existing account
 * with that e-mail an admin with that password. With REDIS_URL set, running servers are
 * told at once (they remember a signed-in user's role for a few seconds otherwise).
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' } },
});
const { email, password } = values;
if (!email || !password) {
  console.error('Usage: npm run admin:create -- --email <address> --password <password>');
  process.exit(2);
}
await runUserCommand(async (database) => {
  await seedReferenceData(database.db);
  const id = await ensureAdmin(database.db, { email, password });
  console.warn(`Admin account ${email} (id ${id}) is ready (${database.kind}).`);
  return id;
});
