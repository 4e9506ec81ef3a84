import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { announceUserChanged } from '../../plugins/auth/credential-events';
import { consumeUserToken } from './user-tokens';

/** Confirms the address of the verification link's token; the token works once, for 24 hours. */
export async function verifyEmail(app: FastifyInstance, token: string): Promise<void> {
  const userId = await app.db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, token, 'email_verify');
    if (userId === undefined) {
      throw new AppError(422, 'auth.errors.verifyTokenInvalid', { code: 'INVALID_TOKEN' });
    }
    await tx
      .update(users)
      .set({
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return userId;
  });
  await announceUserChanged(app, userId);
}
