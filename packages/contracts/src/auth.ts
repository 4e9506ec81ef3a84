import { z } from 'zod';
import { avatarColorIds } from './constants';

/**
 * Accounts contracts (spec §7): who is signed in and their profile. The field rules are in
 * `auth-fields.ts`, the request bodies and their answers in `auth-requests.ts`, the web forms
 * built on the same rules in `auth-forms.ts`. Messages are catalogue keys (`auth.*`).
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
