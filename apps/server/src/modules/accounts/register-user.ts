import { defaultUserName, pointsToCenti, type TRegisterRequest } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { AppError, checkFields } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { applyBalanceChange } from '../ledger/apply-balance-change';
import { sendVerificationMail } from './account-mail';
import { assertPasswordNotCommon } from './password-policy';
import { findAccountByEmail, isUniqueViolation } from './queries';
import { resolvePhone } from './resolve-phone';
import { issueUserToken } from './user-tokens';
import { claimWelcomeGrant } from './welcome-grants';

const emailTaken = () =>
  new AppError(422, 'auth.validation.emailTaken', {
    code: 'EMAIL_TAKEN',
    fields: { email: ['auth.validation.emailTaken'] },
  });

/**
 * Creates an account (spec §3, Registration payload): `name` defaults to `User`, the
 * e-mail must be new (case-insensitively), the phone valid and of a listed country. The
 * user starts with the `initial_points` setting as a ledger row — once per address, also
 * across a deletion (welcome-grants.ts) — and gets the verification mail in the language of
 * the request.
 */
export async function registerUser(
  app: FastifyInstance,
  options: { input: TRegisterRequest; languageId: number | null; lang: string },
): Promise<{ userId: number }> {
  const { input } = options;
  const settings = await app.reference.settings();
  if (!settings.is_reg_enabled) {
    throw new AppError(403, 'auth.errors.registrationDisabled', { code: 'REGISTRATION_DISABLED' });
  }
  // Every field's problem in one answer, not one per attempt.
  const [phone] = await checkFields([
    () => resolvePhone(app.db, input),
    () => assertPasswordNotCommon(input.password, 'password'),
    async () => {
      if (await findAccountByEmail(app.db, input.email)) throw emailTaken();
    },
  ]);

  const passwordHash = await hashPassword(input.password);
  const name = input.name?.trim() || defaultUserName;
  let created: { userId: number; token: string };
  try {
    created = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          name,
          passwordHash,
          languageId: options.languageId,
          ...phone,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('user insert returned nothing');
      const initialCenti = pointsToCenti(settings.initial_points);
      const isFirstWelcome =
        initialCenti > 0 &&
        (await claimWelcomeGrant(tx, { appSecret: app.config.appSecret, email: input.email }));
      if (isFirstWelcome) {
        await applyBalanceChange(tx, {
          userId: row.id,
          delta: initialCenti,
          kind: 'initial',
          reference: 'registration',
        });
      }
      const token = await issueUserToken(tx, { userId: row.id, purpose: 'email_verify' });
      return { userId: row.id, token };
    });
  } catch (error) {
    // Two sign-ups with one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }

  await sendVerificationMail(
    app,
    { email: input.email, name, languageId: options.languageId },
    { token: created.token, lang: options.lang },
  );
  return { userId: created.userId };
}
