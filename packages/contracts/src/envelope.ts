import { z } from 'zod';

/** Field errors: field name → messages, the first of which the client shows. */
export const ZFieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type TFieldErrors = z.infer<typeof ZFieldErrorsSchema>;

/** Every failed call answers this body (HTTP 4xx). */
export const ZErrorEnvelopeSchema = z.object({
  /** `VERIFY` when a sign-in needs a verified e-mail address first. */
  status: z.enum(['ERROR', 'VERIFY']),
  message: z.string(),
  /** Machine-readable reason, stable across languages. */
  code: z.string().optional(),
  errors: ZFieldErrorsSchema.optional(),
  payload: z.unknown().optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelopeSchema>;

/** Wraps a payload schema in the success envelope `{ status: 'OK', payload, message? }`. */
export function okEnvelope<T extends z.ZodType>(payload: T) {
  return z.object({
    status: z.literal('OK'),
    payload,
    message: z.string().optional(),
  });
}

export type TOkEnvelope<T> = { status: 'OK'; payload: T; message?: string };

/** Login and register may also answer VERIFY when the e-mail address is unverified. */
export const apiStatuses = ['OK', 'ERROR', 'VERIFY'] as const;
export type TApiStatus = (typeof apiStatuses)[number];
