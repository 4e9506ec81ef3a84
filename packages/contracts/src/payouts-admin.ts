import { z } from 'zod';
import { numberOrUndefined } from './common';
import { payoutStatuses, ZPayoutSchema } from './payouts';

/** The console's money calls: reviewing payouts, adjusting a balance, granting interlocutor status. */

/** An admin's row: the payout plus whose it is and the (masked) personal details. */
export const ZAdminPayoutSchema = ZPayoutSchema.extend({
  user_id: z.number().int(),
  user_email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  country_id: z.number().int(),
  city: z.string(),
  address: z.string(),
  zip: z.string(),
});
export type TAdminPayout = z.infer<typeof ZAdminPayoutSchema>;

/** `POST /api/admin/payouts/{id}/reveal`: the full destination (audited). */
export const ZRevealedPayoutSchema = ZAdminPayoutSchema.extend({
  pan: z.string().nullable(),
  iban: z.string().nullable(),
  account_number: z.string().nullable(),
  sort_code: z.string().nullable(),
  birth_date: z.string().nullable(),
});
export type TRevealedPayout = z.infer<typeof ZRevealedPayoutSchema>;

export const ZAdminPayoutsQuerySchema = z.object({
  status: z.enum(payoutStatuses).optional(),
  page: z.coerce.number().int().positive().max(100_000).default(1),
});

export const ZPayoutPaidRequestSchema = z.object({
  reference: z
    .string({ error: 'payouts.validation.referenceRequired' })
    .trim()
    .min(1, 'payouts.validation.referenceRequired')
    .max(200, 'errors.tooLong'),
});

export const ZPayoutRejectRequestSchema = z.object({
  reason: z
    .string({ error: 'payouts.validation.reasonRequired' })
    .trim()
    .min(1, 'payouts.validation.reasonRequired')
    .max(500, 'errors.tooLong'),
});

export const balanceAccounts = ['points', 'earnings_available'] as const;

/** `POST /api/admin/users/{id}/balance-adjustments`: a signed amount of points. */
export const ZBalanceAdjustmentRequestSchema = z.object({
  account: z.enum(balanceAccounts, { error: 'payouts.validation.accountInvalid' }),
  amount: z.preprocess(
    numberOrUndefined,
    z
      .number({ error: 'payouts.validation.adjustmentInvalid' })
      .refine(
        (value) =>
          value !== 0 &&
          Number.isInteger(Math.round(value * 100)) &&
          Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
        'payouts.validation.adjustmentInvalid',
      )
      .refine((value) => Math.abs(value) <= 10_000_000, 'errors.tooLarge'),
  ),
  reason: z
    .string({ error: 'payouts.validation.reasonRequired' })
    .trim()
    .min(1, 'payouts.validation.reasonRequired')
    .max(500, 'errors.tooLong'),
});

export const ZBalanceAdjustmentSchema = z.object({
  user_id: z.number().int(),
  account: z.enum(balanceAccounts),
  /** Points before and after. */
  before: z.number(),
  after: z.number(),
});

/** `POST /api/admin/users/{id}/interlocutor`: grant or revoke interlocutor status. */
export const ZSetInterlocutorRequestSchema = z.object({
  is_interlocutor: z.boolean({ error: 'errors.invalidValue' }),
  reason: z
    .string({ error: 'payouts.validation.reasonRequired' })
    .trim()
    .min(1, 'payouts.validation.reasonRequired')
    .max(500, 'errors.tooLong'),
});

export const ZSetInterlocutorSchema = z.object({
  user_id: z.number().int(),
  is_interlocutor: z.boolean(),
});
