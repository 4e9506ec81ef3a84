import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { auditActor, writeAudit } from '../audit/write-audit';

/**
 * An admin grants or revokes a user's interlocutor status directly (e.g. revoking it after
 * abuse, or granting it outside the application flow), audited with before → after.
 * Granting keeps an earlier `interlocutor_since`.
 */
export async function setInterlocutor(
  db: Database,
  request: FastifyRequest,
  options: { userId: number; isInterlocutor: boolean; reason: string },
): Promise<{ user_id: number; is_interlocutor: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ since: users.interlocutorSince })
      .from(users)
      .where(eq(users.id, options.userId))
      .for('update');
    if (!before) throw AppError.notFound();
    const since = options.isInterlocutor ? (before.since ?? new Date()) : null;
    await tx.update(users).set({ interlocutorSince: since }).where(eq(users.id, options.userId));
    await writeAudit(tx, auditActor(request), {
      action: options.isInterlocutor ? 'user.interlocutor_grant' : 'user.interlocutor_revoke',
      objectType: 'user',
      objectId: options.userId,
      before: { is_interlocutor: before.since !== null },
      after: { is_interlocutor: options.isInterlocutor, reason: options.reason },
    });
    return { user_id: options.userId, is_interlocutor: options.isInterlocutor };
  });
}
