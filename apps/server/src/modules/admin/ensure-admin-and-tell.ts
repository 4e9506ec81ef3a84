import type { FastifyInstance } from 'fastify';
import { announceUserChanged } from '../../plugins/auth/credential-events';
import { ensureAdmin, type AdminCredentials } from './ensure-admin';

/**
 * The admin of ADMIN_EMAIL / ADMIN_PASSWORD, ensured by a starting server: the account may
 * have been a normal user's until now, so every running instance forgets what it remembers
 * of that user at once (like `npm run admin:create` tells them). Answers the account's id.
 */
export async function ensureAdminAndTell(
  app: FastifyInstance,
  credentials: AdminCredentials,
): Promise<number> {
  const id = await ensureAdmin(app.db, credentials);
  await announceUserChanged(app, id);
  return id;
}
