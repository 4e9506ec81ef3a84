import { parseArgs } from 'node:util';
import { staffRoleChoices, type TSetUserRoleRequest } from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import { AppError } from '../lib/app-error';
import { setUserRole } from '../modules/admin/set-user-role';
import { runUserCommand } from './run-user-command';

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
const { email } = values;
if (!email || !role) {
  console.error('Usage: npm run admin:role -- --email <address> --role moderator|user');
  process.exit(2);
}
await runUserCommand(
  async (database) => {
    const change: TSetUserRoleRequest = { role, reason: values.reason };
    const id = await database.db.transaction((tx) =>
      setUserRole(tx, { user: { id: null, role: 'cli' }, ip: undefined }, { email }, change),
    );
    console.warn(`${email} (id ${id}) is now ${role === 'user' ? 'a plain user' : 'a moderator'}.`);
    return id;
  },
  (error) => {
    if (error instanceof AppError && error.statusCode === 404) {
      return `There is no account with the e-mail ${email}.`;
    }
    if (error instanceof AppError) return translate('en', error.messageKey, error.params);
    return error instanceof Error ? error.message : error;
  },
);
