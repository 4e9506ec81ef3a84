import { z } from 'zod';
import {
  confirmationCheck,
  ZConfirmationSchema,
  ZEmailSchema,
  ZForgotEmailSchema,
  ZNameSchema,
  ZNewPasswordSchema,
  ZPasswordInputSchema,
  ZPhoneTextSchema,
  ZSurnameSchema,
} from './auth-fields';
import { avatarColorIds, limits } from './constants';

/** The request bodies of the auth calls (spec §7) and their answers. */

/** `POST /api/login`. */
export const ZLoginRequestSchema = z.object({
  email: ZEmailSchema,
  password: ZPasswordInputSchema,
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

/** `POST /api/register` (spec §3, Registration payload). `name` defaults to `User`. */
export const ZRegisterRequestSchema = z
  .object({
    name: z.string().trim().max(limits.nameMax, 'auth.validation.nameTooLong').nullish(),
    email: ZEmailSchema,
    phone: z
      .string('auth.validation.phoneRequired')
      .trim()
      .min(1, 'auth.validation.phoneRequired')
      .max(limits.phoneMax, 'auth.validation.phoneRequired'),
    phoneCountryCode: z.string().trim().max(2).nullish(),
    nationalNumber: z.string().trim().max(20).nullish(),
    password: ZNewPasswordSchema,
    password_confirmation: ZConfirmationSchema.optional(),
    passwordConfirmation: ZConfirmationSchema.optional(),
  })
  .superRefine(confirmationCheck('password', ['password_confirmation', 'passwordConfirmation']));
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;

/**
 * Answer of login and register. No bearer token: the browser lives on its HttpOnly session
 * cookie, and an API client asks for a token of its own (`POST /api/tokens`).
 */
export const ZAuthResultSchema = z.object({
  emailVerified: z.boolean(),
});
export type TAuthResult = z.infer<typeof ZAuthResultSchema>;

/** `POST /api/resendConfirmationLink`; a signed-in caller may leave out the e-mail. */
export const ZResendVerificationRequestSchema = z.object({ email: ZEmailSchema.optional() });

/** `POST /api/email/verify`: the token of the link `/email/verify?token=…`. */
export const ZVerifyEmailRequestSchema = z.object({
  token: z
    .string('auth.errors.verifyTokenInvalid')
    .min(1, 'auth.errors.verifyTokenInvalid')
    .max(200, 'auth.errors.verifyTokenInvalid'),
});
export const ZVerifyEmailResultSchema = z.object({ emailVerified: z.literal(true) });

/** `POST /api/user/request-password-reset`. */
export const ZRequestPasswordResetSchema = z.object({ email: ZForgotEmailSchema });

/** `POST /api/user/password-reset`: the link's token and e-mail plus the new password. */
export const ZPasswordResetRequestSchema = z
  .object({
    token: z
      .string('auth.errors.resetTokenInvalid')
      .min(1, 'auth.errors.resetTokenInvalid')
      .max(200, 'auth.errors.resetTokenInvalid'),
    email: ZEmailSchema,
    password: ZNewPasswordSchema,
    password_confirmation: ZConfirmationSchema.optional(),
    passwordConfirmation: ZConfirmationSchema.optional(),
  })
  .superRefine(confirmationCheck('password', ['password_confirmation', 'passwordConfirmation']));
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequestSchema>;

/** `POST /api/user/change-password`. */
export const ZChangePasswordRequestSchema = z
  .object({
    cur_password: z
      .string('auth.validation.currentPasswordRequired')
      .min(1, 'auth.validation.currentPasswordRequired')
      .max(limits.passwordMax, 'auth.validation.passwordTooLong'),
    new_password: ZNewPasswordSchema,
    repeat_password: ZConfirmationSchema.optional(),
  })
  .superRefine(confirmationCheck('new_password', ['repeat_password']));
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;

/**
 * Field names of change-password errors as the spec's client maps them (spec §5):
 * `current_password`, `password`, `password_confirmation`.
 */
export const changePasswordErrorFields = {
  cur_password: 'current_password',
  new_password: 'password',
  repeat_password: 'password_confirmation',
} as const;

/**
 * `PUT /api/user/profile`. Left-out fields stay as they are; an empty surname or phone
 * clears it. The e-mail can only be set by a user who has none.
 */
export const ZUpdateProfileRequestSchema = z.object({
  name: ZNameSchema,
  surname: ZSurnameSchema.nullish(),
  phone: ZPhoneTextSchema.nullish(),
  phoneCountryCode: z.string().trim().max(2).nullish(),
  nationalNumber: z.string().trim().max(20).nullish(),
  avatar_color: z.enum(avatarColorIds, 'auth.validation.avatarColorInvalid').optional(),
  email: z.union([z.literal(''), ZEmailSchema]).nullish(),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequestSchema>;
