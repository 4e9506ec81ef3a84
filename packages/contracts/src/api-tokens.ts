import { z } from 'zod';

/** Longest device name a token may carry. */
export const apiTokenDeviceNameMax = 100;

/** `POST /api/tokens`: the name the owner will recognise the client by. */
export const ZCreateApiTokenRequestSchema = z.object({
  device_name: z
    .string('auth.apiTokens.deviceNameRequired')
    .trim()
    .min(1, 'auth.apiTokens.deviceNameRequired')
    .max(apiTokenDeviceNameMax, 'auth.apiTokens.deviceNameTooLong'),
});
export type TCreateApiTokenRequest = z.infer<typeof ZCreateApiTokenRequestSchema>;

/** One of the user's API tokens as listed: never the token itself (only its hash is stored). */
export const ZApiTokenSchema = z.object({
  id: z.number().int(),
  device_name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string(),
});
export type TApiToken = z.infer<typeof ZApiTokenSchema>;

/** `GET /api/tokens`: the caller's live tokens, newest first. */
export const ZApiTokenListSchema = z.array(ZApiTokenSchema);

/** `POST /api/tokens` answer: the plain token, shown this once and never again. */
export const ZCreatedApiTokenSchema = ZApiTokenSchema.extend({ token: z.string() });
export type TCreatedApiToken = z.infer<typeof ZCreatedApiTokenSchema>;
