import { electronicFormatIBAN, isSEPACountry, validateIBAN } from 'ibantools';
import { z } from 'zod';
import { limits, maxRowId } from './constants';

/** Payout contracts: methods, the request (spec §3 and §5), history rows, admin calls. */

export const payoutMethods = ['card', 'sepa', 'fps'] as const;
export type TPayoutMethod = (typeof payoutMethods)[number];

export const payoutStatuses = ['pending', 'paid', 'rejected'] as const;
export type TPayoutStatus = (typeof payoutStatuses)[number];

/** The secret destination fields (encrypted at rest, masked in every answer). */
export const payoutSecretFields = [
  'pan',
  'iban',
  'account_number',
  'sort_code',
  'birth_date',
] as const;
export type TPayoutSecretField = (typeof payoutSecretFields)[number];

/** Digits only of a card number typed with spaces or dashes. */
export const normalizePan = (pan: string) => pan.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries (12 to 19 digits). */
export function isValidPan(pan: string): boolean {
  const digits = normalizePan(pan);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** An IBAN in its electronic form (no spaces, upper case). */
export const normalizeIban = (iban: string) => electronicFormatIBAN(iban) ?? '';

/** Why an IBAN cannot take a SEPA payout, or null when it can. */
export function ibanProblem(iban: string): 'ibanInvalid' | 'ibanCountry' | null {
  const electronic = normalizeIban(iban);
  if (!validateIBAN(electronic).valid) return 'ibanInvalid';
  return isSEPACountry(electronic.slice(0, 2)) ? null : 'ibanCountry';
}

/**
 * A UK sort code as the spec allows it: exactly 8 characters, i.e. `12-34-56` (six digits
 * in pairs separated by dashes). Stored as its six digits.
 */
export const sortCodePattern = /^\d{2}-\d{2}-\d{2}$/;
export const normalizeSortCode = (sortCode: string) => sortCode.replace(/-/g, '');

/** A UK account number: 8 digits. */
export const accountNumberPattern = /^\d{8}$/;

/** A real calendar date `YYYY-MM-DD` after 1900 and not in the future. */
export function isValidBirthDate(value: string, today = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getTime() <= today.getTime()
  );
}

const trimmedText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string().max(max, 'errors.tooLong').optional(),
  );

const numberOrUndefined = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string') return Number(value.trim());
  return value;
};

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
