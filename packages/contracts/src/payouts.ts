import { z } from 'zod';
import { numberOrUndefined } from './common';
import { limits, maxRowId } from './constants';
import {
  accountNumberPattern,
  ibanProblem,
  isValidBirthDate,
  isValidPan,
  sortCodePattern,
} from './payout-destinations';

/**
 * Payout contracts: methods, the request (spec §3 and §5) and history rows. The destination
 * checks are in `payout-destinations.ts`, the console's calls in `payouts-admin.ts`.
 */

export const payoutMethods = ['card', 'sepa', 'fps'] as const;
export type TPayoutMethod = (typeof payoutMethods)[number];

export const payoutStatuses = ['pending', 'paid', 'rejected'] as const;
export type TPayoutStatus = (typeof payoutStatuses)[number];

const trimmedText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string().max(max, 'errors.tooLong').optional(),
  );

/** The rules of spec §5 that need no server state; the minimum, maximum and balance follow on the server. */
function checkPayoutFields(value: TPayoutRequestShape, context: z.RefinementCtx): void {
  const fail = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (!value.method) return;
  const required: [keyof TPayoutRequestShape, string][] = [
    ['first_name', 'payouts.validation.firstNameRequired'],
    ['last_name', 'payouts.validation.lastNameRequired'],
    ['city', 'payouts.validation.cityRequired'],
    ['address', 'payouts.validation.addressRequired'],
    ['zip', 'payouts.validation.zipRequired'],
  ];
  for (const [field, message] of required) if (!value[field]) fail(field, message);
  if (value.country_id === undefined) fail('country_id', 'payouts.validation.countryRequired');

  if (value.method === 'card') {
    if (!value.pan) fail('pan', 'payouts.validation.panRequired');
    else if (!isValidPan(value.pan)) fail('pan', 'payouts.validation.panInvalid');
  }
  if (value.method === 'sepa') {
    const problem = value.iban ? ibanProblem(value.iban) : 'ibanRequired';
    if (problem) fail('iban', `payouts.validation.${problem}`);
  }
  if (value.method === 'fps') {
    if (!value.account_number) fail('account_number', 'payouts.validation.accountNumberRequired');
    else if (!accountNumberPattern.test(value.account_number))
      fail('account_number', 'payouts.validation.accountNumberInvalid');
    if (!value.sort_code) fail('sort_code', 'payouts.validation.sortCodeRequired');
    else if (!sortCodePattern.test(value.sort_code))
      fail('sort_code', 'payouts.validation.sortCodeLength');
    if (!value.birth_date) fail('birth_date', 'payouts.validation.birthDateRequired');
    else if (!isValidBirthDate(value.birth_date))
      fail('birth_date', 'payouts.validation.birthDateInvalid');
  }
}

const payoutRequestShape = z.object({
  /** In the chosen currency (`currency`), at most as many decimals as it has. */
  amount: z.preprocess(
    numberOrUndefined,
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? 'payouts.validation.amountRequired'
            : 'payouts.validation.amountPositive',
      })
      .positive('payouts.validation.amountPositive')
      .max(1_000_000_000, 'errors.tooLarge'),
  ),
  method: z.enum(payoutMethods, { error: 'payouts.validation.methodRequired' }),
  first_name: trimmedText(limits.nameMax),
  last_name: trimmedText(limits.nameMax),
  /** A country id from `GET /api/countries`. */
  country_id: z.preprocess(
    numberOrUndefined,
    z
      .number({ error: 'payouts.validation.countryRequired' })
      .int('payouts.validation.countryRequired')
      .positive('payouts.validation.countryRequired')
      .max(maxRowId, 'payouts.validation.countryRequired')
      .optional(),
  ),
  city: trimmedText(limits.cityMax),
  address: trimmedText(limits.addressMax),
  zip: trimmedText(limits.postCodeMax),
  pan: trimmedText(30),
  iban: trimmedText(50),
  account_number: trimmedText(20),
  /** Spec: "max length 8". */
  sort_code: trimmedText(limits.sortCodeLength + 20),
  /** `YYYY-MM-DD`. */
  birth_date: trimmedText(20),
  /** The account password, needed to pay out to a destination not used before (see docs). */
  password: z.string().max(limits.passwordMax, 'errors.tooLong').optional(),
});
type TPayoutRequestShape = Partial<z.infer<typeof payoutRequestShape>>;

/** `POST /api/payouts` (spec §3), with every rule of spec §5 the form can check itself. */
export const ZPayoutRequestSchema = payoutRequestShape.superRefine((value, context) =>
  checkPayoutFields(value, context),
);
export type TPayoutRequest = z.infer<typeof ZPayoutRequestSchema>;

/** `GET /api/payouts/methods`: amounts in the chosen currency (max null when unset). */
export const ZPayoutMethodsSchema = z.object({
  methods: z.array(z.object({ id: z.enum(payoutMethods), name: z.string() })),
  min_amount: z.number(),
  max_amount: z.number().nullable(),
  currency: z.string(),
  symbol: z.string(),
  /** The caller's available earnings, in points. */
  available_points: z.number(),
  /** The same, converted into the chosen currency. */
  available_amount: z.number(),
});
export type TPayoutMethods = z.infer<typeof ZPayoutMethodsSchema>;

/** One payout as its owner (and the admin list) sees it: destination masked. */
export const ZPayoutSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  /** Points reserved from the available earnings. */
  points: z.number(),
  method: z.enum(payoutMethods),
  /** E.g. `•••• 4242`, `DE•• •••• 3000`, `•• •• 56 / ••••5678`. */
  destination: z.string(),
  status: z.enum(payoutStatuses),
  created_at: z.string(),
  processed_at: z.string().nullable(),
  reference: z.string().nullable(),
  /** Why it was rejected, when it was. */
  reason: z.string().nullable(),
});
export type TPayout = z.infer<typeof ZPayoutSchema>;

/**
 * `POST /api/payouts/destination-check` (beside the spec's calls, so the form asks for the password up front): whether a payout
 * to this destination needs the password — a destination the caller was never paid to,
 * without a password sign-in in the last 10 minutes (the rule `POST /api/payouts` applies).
 */
export const ZPayoutDestinationCheckSchema = payoutRequestShape.pick({
  method: true,
  pan: true,
  iban: true,
  account_number: true,
  sort_code: true,
});
export type TPayoutDestinationCheck = z.infer<typeof ZPayoutDestinationCheckSchema>;

export const ZPayoutDestinationStatusSchema = z.object({
  /** Never paid to before. */
  is_new: z.boolean(),
  /** The request must carry `password` (new, and no fresh password sign-in). */
  needs_password: z.boolean(),
});
export type TPayoutDestinationStatus = z.infer<typeof ZPayoutDestinationStatusSchema>;
