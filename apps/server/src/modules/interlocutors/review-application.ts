import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth/sessions';
import { writeAudit } from '../audit/write-audit';
import {
  markApplicationReviewed,
  selectApplicationForUpdate,
  type ApplicationRow,
} from './application-queries';
import { sendApplicationResultMail } from './application-mail';
import { interlocutorErrors } from './interlocutor-errors';
import { announceUserChanged } from '../../plugins/auth/credential-events';

/**
 * An admin approves or rejects a pending application. Approval makes the applicant an
 * interlocutor (`users.interlocutor_since`); the change and its audit row commit together,
 * then the applicant gets the result by e-mail in their language.
 */
export async function reviewApplication(
  app: FastifyInstance,
  options: {
    actor: { user: AuthUser; ip: string | undefined };
    applicationId: number;
    result: 'approved' | 'rejected';
    note: string | null;
  },
): Promise<ApplicationRow> {
  const { reviewed, applicant } = await app.db.transaction(async (tx) => {
    const current = await selectApplicationForUpdate(tx, options.applicationId);
    if (!current) throw interlocutorErrors.applicationNotFound();
    if (current.status !== 'pending') throw interlocutorErrors.alreadyReviewed();
    const row = await markApplicationReviewed(tx, {
      id: current.id,
      status: options.result,
      note: options.note,
      reviewerId: options.actor.user.id,
    });
    if (!row) throw interlocutorErrors.alreadyReviewed();
    if (options.result === 'approved') {
      await tx
        .update(users)
        .set({ interlocutorSince: new Date(), updatedAt: new Date() })
        .where(eq(users.id, current.userId));
    }
    const [account] = await tx
      .select({ email: users.email, name: users.name, languageId: users.languageId })
      .from(users)
      .where(eq(users.id, current.userId));
    await writeAudit(tx, options.actor, {
      action: options.result === 'approved' ? 'application.approve' : 'application.reject',
      objectType: 'application',
      objectId: current.id,
      before: { status: current.status, review_note: current.reviewNote },
      after: { status: row.status, review_note: row.reviewNote, user_id: row.userId },
    });
    return { reviewed: row, applicant: account };
  });
  if (options.result === 'approved') await announceUserChanged(app, reviewed.userId);
  app.notices.announce({ kind: 'application', userId: reviewed.userId, status: options.result });

  if (applicant) {
    await sendApplicationResultMail(app, {
      userId: reviewed.userId,
      to: applicant.email,
      name: reviewed.nickname || applicant.name,
      languageId: applicant.languageId,
      result: options.result,
      note: options.note,
    });
  }
  return reviewed;
}
