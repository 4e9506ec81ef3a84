import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payouts } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Why an account cannot be deleted now: a sentence for the person, and a code for clients. */
export const deletionErrors = {
  pendingPayout: () =>
    new AppError(422, 'privacy.errors.pendingPayout', { code: 'PAYOUT_PENDING' }),
  staffAccount: () => new AppError(422, 'privacy.errors.staffAccount', { code: 'STAFF_ACCOUNT' }),
  passwordWrong: () =>
    new AppError(422, 'privacy.errors.passwordWrong', {
      code: 'PASSWORD_WRONG',
      fields: { password: ['privacy.errors.passwordWrong'] },
    }),
  linkInvalid: () => new AppError(422, 'privacy.errors.linkInvalid', { code: 'INVALID_TOKEN' }),
};

/**
 * A person may delete their account unless a payout of theirs is still pending (the money
 * is on its way: it must settle first) or it is a staff account (an admin removes those).
 */
export async function assertDeletable(
  db: Executor,
  user: { id: number; role: string },
): Promise<void> {
  if (user.role !== 'user') throw deletionErrors.staffAccount();
  const [pending] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.userId, user.id), eq(payouts.status, 'pending')))
    .limit(1);
  if (pending) throw deletionErrors.pendingPayout();
}
