import {
  ZAuthResultSchema,
  ZChangePasswordRequestSchema,
  ZIsAuthSchema,
  ZLoginRequestSchema,
  ZPasswordResetRequestSchema,
  ZRegisterRequestSchema,
  ZRequestPasswordResetSchema,
  ZResendVerificationRequestSchema,
  ZUpdateProfileRequestSchema,
  ZUserProfileSchema,
  ZVerifyEmailRequestSchema,
  ZVerifyEmailResultSchema,
  okEnvelope,
} from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { okRoutes, sessionOrBearer } from '../../lib/ok-routes';
import { typed } from '../../lib/typed';
import { currentCredential, currentUser, isStaff, signIn, signOut } from '../../plugins/auth/auth';
import { changePassword } from './change-password';
import { changePasswordValidationError } from './change-password-errors';
import { presentProfile } from './present-profile';
import { purgeExpiredAccountData } from './purge-expired';
import { selectProfileRow } from './queries';
import { limitAccountCall } from './rate-limits';
import { registerUser } from './register-user';
import { requestPasswordReset } from './request-password-reset';
import { resendVerification } from './resend-verification';
import { resetPassword } from './reset-password';
import { signInWithPassword } from './sign-in-with-password';
import { updateProfile } from './update-profile';
import { verifyEmail } from './verify-email';

const tags = ['accounts'];

async function loadProfile(app: FastifyInstance, request: FastifyRequest) {
  const row = await selectProfileRow(app.db, currentUser(request).id);
  if (!row) throw AppError.unauthenticated();
  return presentProfile(row, request.lang);
}

/**
 * Accounts (spec §7): sign-up, sign-in, sessions, e-mail verification, password reset and
 * the user's own profile. Browser calls use the session cookie and the XSRF header; other
 * clients sign in the same way and ask for a bearer token (token-routes.ts).
 */
export default async function accountsRoutes(app: FastifyInstance) {
  const api = typed(app);
  const route = okRoutes(app, { tags });
  app.schedule('accounts:purge-expired', 60 * 60_000, () => purgeExpiredAccountData(app));

  api.get('/is-auth', { schema: { tags, response: { 200: ZIsAuthSchema } } }, async (request) => ({
    status: 'OK' as const,
    authenticated: request.user !== null,
    emailVerified: request.user?.emailVerified ?? false,
    canUseConsole: isStaff(request.user),
  }));

  route.post(
    '/login',
    {
      description:
        'Signs in with the session cookie (no bearer token: an API client asks for one with `POST /api/tokens`). Wrong credentials: 422 `INVALID_CREDENTIALS`. ' +
        'Right password of an unverified address: 403 with envelope status `VERIFY` (`EMAIL_NOT_VERIFIED`).',
      body: ZLoginRequestSchema,
      answer: ZAuthResultSchema,
    },
    async (request, reply) => {
      const { userId } = await signInWithPassword(app, request, request.body);
      await signIn(app, request, reply, userId);
      return ok({ emailVerified: true });
    },
  );

  route.post(
    '/register',
    {
      description:
        'Creates an account, signs it in and mails the verification link. 403 `REGISTRATION_DISABLED` when sign-up is off.',
      body: ZRegisterRequestSchema,
      answer: ZAuthResultSchema,
    },
    async (request, reply) => {
      await limitAccountCall(app, request, 'register', request.body.email);
      const { userId } = await registerUser(app, {
        input: request.body,
        languageId: request.languageId,
        lang: request.lang,
      });
      await signIn(app, request, reply, userId);
      return ok({ emailVerified: false }, translate(request.lang, 'auth.success.registered'));
    },
  );

  route.post(
    '/resendConfirmationLink',
    {
      description:
        'Mails a new verification link; the same answer whether or not the address has an unverified account.',
      body: ZResendVerificationRequestSchema,
      answer: z.null(),
    },
    async (request) => {
      const email = request.body.email ?? request.user?.email;
      if (!email) throw AppError.field('email', 'auth.validation.emailRequired');
      await resendVerification(app, request, email);
      return ok(null, translate(request.lang, 'auth.success.verificationSent'));
    },
  );

  route.post(
    '/email/verify',
    {
      description: 'Confirms the address with the token of the mailed link (single use, 24 hours).',
      body: ZVerifyEmailRequestSchema,
      answer: ZVerifyEmailResultSchema,
    },
    async (request) => {
      await verifyEmail(app, request.body.token);
      return ok(
        { emailVerified: true as const },
        translate(request.lang, 'auth.success.emailVerified'),
      );
    },
  );

  route.post('/logout', { security: sessionOrBearer, answer: z.null() }, async (request, reply) => {
    await signOut(app, request, reply);
    return ok(null, translate(request.lang, 'auth.success.loggedOut'));
  });

  route.get(
    '/user/profile',
    { guard: app.requireUser, security: sessionOrBearer, answer: ZUserProfileSchema },
    async (request) => ok(await loadProfile(app, request)),
  );

  route.put(
    '/user/profile',
    {
      guard: app.requireUser,
      security: sessionOrBearer,
      body: ZUpdateProfileRequestSchema,
      answer: ZUserProfileSchema,
    },
    async (request) => {
      await updateProfile(app, { userId: currentUser(request).id, input: request.body });
      return ok(
        await loadProfile(app, request),
        translate(request.lang, 'auth.success.profileUpdated'),
      );
    },
  );

  api.post(
    '/user/change-password',
    {
      preValidation: app.requireUser,
      attachValidation: true,
      schema: {
        tags,
        security: sessionOrBearer,
        description:
          'Field errors are answered as `current_password`, `password` and `password_confirmation` (spec §5). ' +
          'Every other session and bearer token of the user ends.',
        body: ZChangePasswordRequestSchema,
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => {
      if (request.validationError) throw changePasswordValidationError(request.validationError);
      await changePassword(app, {
        userId: currentUser(request).id,
        input: request.body,
        keep: currentCredential(request),
      });
      return ok(null, translate(request.lang, 'auth.success.passwordChanged'));
    },
  );

  route.post(
    '/user/request-password-reset',
    {
      description:
        'Mails a reset link (60 minutes) when the address has an account; the same answer otherwise.',
      body: ZRequestPasswordResetSchema,
      answer: z.null(),
    },
    async (request) => {
      await requestPasswordReset(app, request, request.body.email);
      return ok(null, translate(request.lang, 'auth.success.resetLinkSent'));
    },
  );

  route.post(
    '/user/password-reset',
    {
      description:
        'Sets a new password with the link token (single use); ends every session and bearer token of the user.',
      body: ZPasswordResetRequestSchema,
      answer: z.null(),
    },
    async (request) => {
      await resetPassword(app, request, request.body);
      return ok(null, translate(request.lang, 'auth.success.passwordReset'));
    },
  );
}
