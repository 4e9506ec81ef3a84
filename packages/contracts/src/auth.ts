import { z } from 'zod';
import { avatarColorIds, limits } from './constants';

/**
 * Accounts contracts: the request bodies of the auth calls (spec §7), their answers, and
 * the web forms built on the same rules. Messages are catalogue keys (`auth.*`).
 */

/**
 * The name every registration sends (spec §3, Registration payload: "fixed default User"): a
 * placeholder, not the person's name, so forms that ask for a real name start empty.
 */
export const defaultUserName = 'User';

/** `GET /api/is-auth`. */
export const ZIsAuthSchema = z.object({
  status: z.literal('OK'),
  authenticated: z.boolean(),
  emailVerified: z.boolean(),
  /** An admin or moderator: the site links to the console (/admin). */
  canUseConsole: z.boolean(),
});
export type TIsAuth = z.infer<typeof ZIsAuthSchema>;

/** `GET /api/user/profile` payload: the signed-in user's own profile. */
export const ZUserProfileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  phone: z.string().nullable(),
  phoneCountryCode: z.string().nullable(),
  nationalNumber: z.string().nullable(),
  avatar_color: z.enum(avatarColorIds),
  /** The uploaded avatar's address (spec §3); null until avatar uploads exist. */
  avatarUrl: z.string().nullable(),
  created_at: z.string(),
  email_verified: z.boolean(),
  /** Points, at most two decimals. */
  balance: z.number(),
  /** The same as balance (the spec's client mirrors it). */
  points: z.number(),
  is_channel: z.boolean(),
  channel_expire_at: z.string().nullable(),
  country_id: z.number().int().nullable(),
  /** In the caller's language; `name` (spec §3) and `title` (like the country list) agree. */
  country: z.object({ id: z.number().int(), title: z.string(), name: z.string() }).nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  post_code: z.string().nullable(),
  /** An approved interlocutor: may request payouts of earned coins. */
  is_interlocutor: z.boolean(),
  /**
   * Whether the user ever sent an interlocutor application: the client asks
   * `GET /become-contributor/status` only then (its 404 still means none, spec §4).
   */
  has_application: z.boolean(),
});
export type TUserProfile = z.infer<typeof ZUserProfileSchema>;

/** What the phone input reports (spec §3, Phone data); null when empty or the country is not allowed. */
export const ZPhoneDataSchema = z.object({
  /** E.164, e.g. +4915112345678. */
  phone: z.string(),
  /** ISO 3166-1 alpha-2 of the number's country, e.g. DE. */
  phoneCountryCode: z.string(),
  nationalNumber: z.string(),
  isValid: z.boolean(),
});
export type TPhoneData = z.infer<typeof ZPhoneDataSchema>;

// ---------------------------------------------------------------- field rules

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

const ZConfirmationSchema = z.string().max(limits.passwordMax, 'auth.validation.passwordTooLong');

/**
 * `Please confirm your password` / `Passwords do not match` under the confirmation field.
 * The confirmation may come under either of two names (spec §3, Registration payload).
 */
function confirmationCheck<T extends Record<string, unknown>>(
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

const ZNameSchema = z
  .string('auth.validation.nameRequired')
  .trim()
  .min(1, 'auth.validation.nameRequired')
  .max(limits.nameMax, 'auth.validation.nameTooLong');
const ZSurnameSchema = z.string().trim().max(limits.nameMax, 'auth.validation.surnameTooLong');
const ZPhoneTextSchema = z.string().trim().max(limits.phoneMax, 'auth.validation.phoneRequired');

// ---------------------------------------------------------------- requests

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

// ---------------------------------------------------------------- web forms

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
