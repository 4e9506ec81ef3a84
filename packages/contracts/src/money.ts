import { z } from 'zod';
import { maxRowId } from './constants';

/** Money contracts: bundles, top-ups (deposits), purchase history, channel status. */

/** `GET /api/bundles/index` item. */
export const ZBundleSchema = z.object({
  id: z.number().int(),
  /** Points the bundle credits. */
  points: z.number(),
  /** Price in the requested currency, two decimals. */
  price: z.number(),
  currency: z.string(),
  description: z.string(),
});
export type TBundle = z.infer<typeof ZBundleSchema>;

/** The largest single top-up, in units of the default currency (times the currency value). */
export const maxTopUpAmount = 10_000;

export const blankToUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : value;

/**
 * Cross-field rules run even when other fields already failed (`when`), so that a form
 * shows every problem at once; they therefore read the raw values defensively.
 */
export const always = () => true;

/** An amount or a bundle must be chosen (the error goes under `amount`). */
export const amountOrBundleRule = {
  // A body that is not an object already failed; say nothing more about it.
  check: (value: { amount?: unknown; bundle_id?: unknown } | null) =>
    value === null ||
    typeof value !== 'object' ||
    value.amount !== undefined ||
    value.bundle_id !== undefined,
  params: { path: ['amount'], message: 'money.validation.amountInvalid', when: always },
};

export const topUpChoiceShape = {
  amount: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'money.validation.amountInvalid' })
      .positive('money.validation.amountInvalid')
      .optional(),
  ),
  bundle_id: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'money.validation.bundleInvalid' })
      .int('money.validation.bundleInvalid')
      .positive('money.validation.bundleInvalid')
      .max(maxRowId, 'money.validation.bundleInvalid')
      .optional(),
  ),
};

/** Step 1 of the top-up: an amount in the chosen currency, or a bundle. */
export const ZTopUpChoiceSchema = z
  .object(topUpChoiceShape)
  .refine(amountOrBundleRule.check, amountOrBundleRule.params);
export type TTopUpChoice = z.infer<typeof ZTopUpChoiceSchema>;

/** `POST /api/bundles/purchase`. */
export const ZBundlePurchaseRequestSchema = z.object({
  bundle_id: z.coerce
    .number({ error: 'money.validation.bundleInvalid' })
    .int('money.validation.bundleInvalid')
    .positive('money.validation.bundleInvalid')
    .max(maxRowId, 'money.validation.bundleInvalid'),
});

/** A started checkout: the browser goes to `redirect_url`; `order_id` is the deposit id. */
export const ZCheckoutStartedSchema = z.object({
  redirect_url: z.string(),
  order_id: z.number().int(),
});
export type TCheckoutStarted = z.infer<typeof ZCheckoutStartedSchema>;

export const depositStatuses = ['pending', 'success', 'error'] as const;
export type TDepositStatus = (typeof depositStatuses)[number];

/** Why a deposit failed, when it did. */
export const depositFailureReasons = [
  'card_declined',
  'insufficient_funds',
  'cancelled',
  'expired',
  'failed',
] as const;
export type TDepositFailureReason = (typeof depositFailureReasons)[number];

/** `GET /api/deposit/status/{id}` payload (the owner only). */
export const ZDepositStatusSchema = z.object({
  id: z.number().int(),
  status: z.enum(depositStatuses),
  /** Amount paid, in `currency`, two decimals. */
  sum: z.number(),
  currency: z.string(),
  /** Points credited on success. */
  points: z.number(),
  bundle_id: z.number().int().nullable(),
  failure_reason: z.enum(depositFailureReasons).nullable(),
});
export type TDepositStatusPayload = z.infer<typeof ZDepositStatusSchema>;

/** `GET /api/deposit/history` row: a successful top-up, newest first. */
export const ZDepositHistoryRowSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  sum: z.number(),
  currency: z.string(),
  points: z.number(),
  bundle_id: z.number().int().nullable(),
});
export type TDepositHistoryRow = z.infer<typeof ZDepositHistoryRowSchema>;

export const ZDepositHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** `POST /api/user/become-channel` payload: the new balance and channel state. */
export const ZChannelStatusSchema = z.object({
  balance: z.number(),
  points: z.number(),
  is_channel: z.boolean(),
  channel_expire_at: z.string(),
});
export type TChannelStatus = z.infer<typeof ZChannelStatusSchema>;

/** Realtime event on the bus channel `user:{id}` after the balance changed. */
export const ZBalanceEventSchema = z.object({
  type: z.literal('balance'),
  /** Points, at most two decimals. */
  balance: z.number(),
});
export type TBalanceEvent = z.infer<typeof ZBalanceEventSchema>;

/*
 * Exact money and points arithmetic, shared by the server (what is charged and credited)
 * and the top-up form (what it shows). Money is integer minor units of a currency (its
 * ISO 4217 exponent); points are integer hundredths; a currency's value is stored as
 * micro-units per one unit of the default currency.
 */

const microScale = 1_000_000n;
const exponents = new Map<string, number>();

/** Decimal places of a currency's minor unit (2 for EUR, 0 for JPY). */
export function currencyExponent(code: string): number {
  let exponent = exponents.get(code);
  if (exponent === undefined) {
    try {
      exponent =
        new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      exponent = 2;
    }
    exponents.set(code, exponent);
  }
  return exponent;
}

const pow10 = (exponent: number) => 10n ** BigInt(exponent);

/** A currency value (e.g. 1.08) as integer micro-units. */
export const toValueMicro = (value: number) => Math.round(value * 1_000_000);

/** Minor units → the decimal number shown and answered (e.g. 1999 → 19.99). */
export function minorToAmount(minor: number, code: string): number {
  return minor / 10 ** currencyExponent(code);
}

/** A decimal amount → minor units; null when it has more decimals than the currency allows. */
export function amountToMinor(amount: number, code: string): number | null {
  const scaled = amount * 10 ** currencyExponent(code);
  const minor = Math.round(scaled);
  if (!Number.isSafeInteger(minor) || Math.abs(scaled - minor) > 1e-6) return null;
  return minor;
}

/**
 * Minor units of the default currency → minor units of another currency, rounded half up.
 * `valueMicro` is the other currency's value.
 */
export function convertFromDefault(
  defaultMinor: number,
  defaultCode: string,
  code: string,
  valueMicro: number,
): number {
  const numerator = BigInt(defaultMinor) * BigInt(valueMicro) * pow10(currencyExponent(code));
  const denominator = microScale * pow10(currencyExponent(defaultCode));
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** A decimal amount of the default currency (a setting such as 5.5) → minor units. */
export function defaultAmountToMinor(amount: number, defaultCode: string): number {
  return Math.round(amount * 10 ** currencyExponent(defaultCode));
}

/**
 * Points (in hundredths) an amount buys: floor(amount ÷ currency value × rate) whole
 * points, where the rate (`points_convertion_rate`) is points per default-currency unit.
 */
export function pointsForAmount(
  amountMinor: number,
  code: string,
  valueMicro: number,
  pointsPerDefaultUnit: number,
): number {
  const rateCenti = BigInt(Math.round(pointsPerDefaultUnit * 100));
  const numerator = BigInt(amountMinor) * microScale * rateCenti;
  const denominator = pow10(currencyExponent(code)) * BigInt(valueMicro) * 100n;
  return Number(numerator / denominator) * 100;
}

/**
 * What points (in hundredths) are worth in a currency, in its minor units, rounded half up:
 * points ÷ rate × value, where the rate (`points_convertion_rate`) is points per
 * default-currency unit and `valueMicro` the currency's value (a receipt's price).
 */
export function pointsToMinor(
  pointsCenti: number,
  code: string,
  valueMicro: number,
  pointsPerDefaultUnit: number,
): number {
  const rateCenti = BigInt(Math.round(pointsPerDefaultUnit * 100));
  if (rateCenti <= 0n) return 0;
  const numerator = BigInt(pointsCenti) * BigInt(valueMicro) * pow10(currencyExponent(code));
  const denominator = rateCenti * microScale;
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}
