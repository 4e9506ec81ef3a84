import { z } from 'zod';
import { limits } from './constants';

/** The account field rules every auth request and form is built from. */

/** Trimmed e-mail address: `Email is required`, `Invalid email format`. */
export const ZEmailSchema = z
  .string('auth.validation.emailRequired')
  .trim()
  .min(1, 'auth.validation.emailRequired')
  .max(limits.emailMax, 'auth.validation.emailTooLong')
  .pipe(z.email('auth.validation.emailInvalid'));

/** The forgot-password form's e-mail: `Please enter your email address`. */
export const ZForgotEmailSchema = z
  .string('auth.validation.forgotEmailRequired')
  .trim()
  .min(1, 'auth.validation.forgotEmailRequired')
  .max(limits.emailMax, 'auth.validation.emailTooLong')
  .pipe(z.email('auth.validation.emailInvalid'));

/** At least one lowercase letter, one uppercase letter and one digit (any script). */
export function hasRequiredPasswordCharacters(password: string): boolean {
  return /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password) && /\p{Nd}/u.test(password);
}

/**
 * A new password (spec §5): 8 to 128 characters with a lowercase letter, an uppercase
 * letter and a digit. The server also refuses the most common passwords.
 */
export const ZNewPasswordSchema = z
  .string('auth.validation.passwordRequired')
  .min(1, 'auth.validation.passwordRequired')
  .min(limits.passwordMin, 'auth.validation.passwordMin')
  .max(limits.passwordMax, 'auth.validation.passwordTooLong')
  .refine(hasRequiredPasswordCharacters, 'auth.validation.passwordComplexity');

/** A password being checked (sign-in, current password): only required. */
export const ZPasswordInputSchema = z
  .string('auth.validation.passwordRequired')
  .min(1, 'auth.validation.passwordRequired')
  .max(limits.passwordMax, 'auth.validation.passwordTooLong');

/** A password confirmation as typed (its match is checked by `confirmationCheck`). */
export const ZConfirmationSchema = z
  .string()
  .max(limits.passwordMax, 'auth.validation.passwordTooLong');

/**
 * `Please confirm your password` / `Passwords do not match` under the confirmation field.
 * The confirmation may come under either of two names (spec §3, Registration payload).
 */
export function confirmationCheck<T extends Record<string, unknown>>(
  passwordField: keyof T & string,
  confirmationFields: (keyof T & string)[],
) {
  const target = confirmationFields[0]!;
  return (value: T, ctx: z.RefinementCtx) => {
    const confirmation = confirmationFields
      .map((field) => value[field])
      .find((entry) => typeof entry === 'string' && entry !== '');
    if (typeof confirmation !== 'string') {
      ctx.addIssue({ code: 'custom', path: [target], message: 'auth.validation.confirmRequired' });
    } else if (confirmation !== value[passwordField]) {
      ctx.addIssue({
        code: 'custom',
        path: [target],
        message: 'auth.validation.passwordsMismatch',
      });
    }
  };
}

/** A person's first name: required. */
export const ZNameSchema = z
  .string('auth.validation.nameRequired')
  .trim()
  .min(1, 'auth.validation.nameRequired')
  .max(limits.nameMax, 'auth.validation.nameTooLong');
/** A surname: optional, bounded. */
export const ZSurnameSchema = z
  .string()
  .trim()
  .max(limits.nameMax, 'auth.validation.surnameTooLong');
/** A phone number as text (the profile's call). */
export const ZPhoneTextSchema = z
  .string()
  .trim()
  .max(limits.phoneMax, 'auth.validation.phoneRequired');
