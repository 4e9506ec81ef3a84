import { z } from 'zod';
import { avatarColorIds } from './constants';

/** `GET /api/is-auth`. */
export const ZIsAuthSchema = z.object({
  status: z.literal('OK'),
  authenticated: z.boolean(),
  emailVerified: z.boolean(),
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
  created_at: z.string(),
  email_verified: z.boolean(),
  /** Points, at most two decimals. */
  balance: z.number(),
  /** The same as balance (the spec's client mirrors it). */
  points: z.number(),
  is_channel: z.boolean(),
  channel_expire_at: z.string().nullable(),
  country_id: z.number().int().nullable(),
  country: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  post_code: z.string().nullable(),
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
