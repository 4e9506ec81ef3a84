import { z } from 'zod';
import { ZPhoneDataSchema } from './auth';
import {
  confirmationCheck,
  ZConfirmationSchema,
  ZEmailSchema,
  ZNameSchema,
  ZNewPasswordSchema,
  ZSurnameSchema,
} from './auth-fields';
import {
  ZChangePasswordRequestSchema,
  ZLoginRequestSchema,
  ZRequestPasswordResetSchema,
} from './auth-requests';
import { avatarColorIds } from './constants';

/** The web forms of accounts, on the same rules as the requests they send. */

/** Sign in form (spec §5). */
export const ZLoginFormSchema = ZLoginRequestSchema;
export type TLoginForm = z.infer<typeof ZLoginFormSchema>;

const ZValidPhoneDataSchema = ZPhoneDataSchema.nullable().refine(
  (phone) => phone?.isValid === true,
  'auth.validation.phoneRequired',
);

/** Sign up form (spec §5); the terms checkbox is required only when it is shown. */
export function registerFormSchema(options: { requireTerms: boolean }) {
  return z
    .object({
      email: ZEmailSchema,
      phone: ZValidPhoneDataSchema,
      password: ZNewPasswordSchema,
      password_confirmation: ZConfirmationSchema,
      terms: z.boolean(),
    })
    .superRefine(confirmationCheck('password', ['password_confirmation']))
    .refine((form) => !options.requireTerms || form.terms, {
      path: ['terms'],
      message: 'auth.validation.termsRequired',
    });
}
export type TRegisterForm = z.infer<ReturnType<typeof registerFormSchema>>;

/** Forgot password form (spec §5). */
export const ZForgotPasswordFormSchema = ZRequestPasswordResetSchema;
export type TForgotPasswordForm = z.infer<typeof ZForgotPasswordFormSchema>;

/** Reset password page: new password and confirmation. */
export const ZResetPasswordFormSchema = z
  .object({ password: ZNewPasswordSchema, password_confirmation: ZConfirmationSchema })
  .superRefine(confirmationCheck('password', ['password_confirmation']));
export type TResetPasswordForm = z.infer<typeof ZResetPasswordFormSchema>;

/** Change password tab of the edit profile modal. */
export const ZChangePasswordFormSchema = ZChangePasswordRequestSchema;
export type TChangePasswordForm = z.input<typeof ZChangePasswordFormSchema>;

/** Personal information tab of the edit profile modal. */
export const ZProfileFormSchema = z.object({
  name: ZNameSchema,
  surname: ZSurnameSchema,
  email: z.string(),
  phone: ZPhoneDataSchema.nullable().refine(
    (phone) => phone === null || phone.isValid,
    'auth.validation.phoneRequired',
  ),
  avatar_color: z.enum(avatarColorIds),
});
export type TProfileForm = z.infer<typeof ZProfileFormSchema>;
