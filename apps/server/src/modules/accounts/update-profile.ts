import type { TUpdateProfileRequest } from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findAccountByEmail, findAccountById, isUniqueViolation } from './queries';
import { resolvePhone } from './resolve-phone';
import { announceUserChanged } from '../../plugins/auth/credential-events';

type UserChanges = Partial<typeof users.$inferInsert>;

const fieldError = (
  field: string,
  key: 'auth.validation.emailLocked' | 'auth.validation.emailTaken',
  code: string,
) => new AppError(422, key, { code, fields: { [field]: [key] } });

/** The e-mail part: only a user without an address may set one (spec §2, Edit profile). */
async function emailChange(
  app: FastifyInstance,
  current: string,
  wanted: string | null | undefined,
): Promise<UserChanges> {
  if (!wanted || wanted.toLowerCase() === current.toLowerCase()) return {};
  if (current !== '') throw fieldError('email', 'auth.validation.emailLocked', 'EMAIL_LOCKED');
  if (await findAccountByEmail(app.db, wanted))
    throw fieldError('email', 'auth.validation.emailTaken', 'EMAIL_TAKEN');
  return { email: wanted, emailVerifiedAt: null };
}

/**
 * Saves the personal information of the edit profile modal. Left-out fields stay as they
 * are; an empty surname or phone clears it; the phone is validated like at sign-up.
 */
export async function updateProfile(
  app: FastifyInstance,
  options: { userId: number; input: TUpdateProfileRequest },
): Promise<void> {
  const { input } = options;
  const account = await findAccountById(app.db, options.userId);
  if (!account) throw AppError.unauthenticated();

  const changes: UserChanges = { name: input.name, updatedAt: new Date() };
  if (input.surname !== undefined) changes.surname = input.surname ?? '';
  if (input.avatar_color !== undefined) changes.avatarColor = input.avatar_color;
  if (input.phone !== undefined) {
    const hasPhone = Boolean(input.phone?.trim() || input.nationalNumber?.trim());
    Object.assign(
      changes,
      hasPhone
        ? await resolvePhone(app.db, input)
        : { phone: null, phoneCountryCode: null, nationalNumber: null },
    );
  }
  Object.assign(changes, await emailChange(app, account.email, input.email));

  try {
    await app.db.update(users).set(changes).where(eq(users.id, options.userId));
  } catch (error) {
    if (isUniqueViolation(error))
      throw fieldError('email', 'auth.validation.emailTaken', 'EMAIL_TAKEN');
    throw error;
  }
  // Every instance forgets the user's remembered sessions on every save, not only when the
  // e-mail changed: nothing a request sees of the user can then go stale, whatever it holds.
  await announceUserChanged(app, options.userId);
}
