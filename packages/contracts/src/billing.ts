import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { ZPhoneDataSchema } from './auth';
import { limits, maxRowId } from './constants';
import { always, amountOrBundleRule, blankToUndefined, topUpChoiceShape } from './money';

/*
 * The top-up's billing details (spec §5). A module of its own: the phone check carries
 * libphonenumber's metadata, which only the top-up form and the server need — pages that
 * read bundles or format money do not download it.
 */

/** The number must be a valid international number, and the widget must not have said otherwise. */
const phoneRule = {
  check: (value: { phone?: unknown; phoneData?: { isValid?: unknown } | null } | null) =>
    value === null ||
    typeof value !== 'object' ||
    typeof value.phone !== 'string' ||
    value.phone.trim() === '' ||
    (value.phoneData?.isValid !== false && isValidPhoneNumber(value.phone.trim())),
  params: { path: ['phone'], message: 'money.validation.phoneInvalid', when: always },
};

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, 'errors.tooLong');

const billingShape = {
  name: requiredText('money.validation.nameRequired', limits.nameMax),
  surname: requiredText('money.validation.surnameRequired', limits.nameMax),
  phone: requiredText('money.validation.phoneRequired', limits.phoneMax),
  /** What the phone widget reported; the server re-checks the number itself. */
  phoneData: ZPhoneDataSchema.nullish(),
  email: requiredText('money.validation.emailRequired', limits.emailMax).pipe(
    z.email('money.validation.emailInvalid'),
  ),
  /** A country id from `GET /api/countries`. */
  country: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'money.validation.countryRequired' })
      .int('money.validation.countryRequired')
      .positive('money.validation.countryRequired')
      .max(maxRowId, 'money.validation.countryRequired'),
  ),
  city: requiredText('money.validation.cityRequired', limits.cityMax),
  address: requiredText('money.validation.addressRequired', limits.addressMax),
  postCode: requiredText('money.validation.postCodeRequired', limits.postCodeMax),
};

/** Step 2 of the top-up: billing details (spec §5), the same rules on the form and the server. */
export const ZBillingDetailsSchema = z
  .object(billingShape)
  .refine(phoneRule.check, phoneRule.params);
export type TBillingDetails = z.infer<typeof ZBillingDetailsSchema>;

/** `POST /api/deposit/checkout`: step 1 and step 2 together. */
export const ZDepositCheckoutRequestSchema = z
  .object({ ...topUpChoiceShape, ...billingShape })
  .refine(amountOrBundleRule.check, amountOrBundleRule.params)
  .refine(phoneRule.check, phoneRule.params);
export type TDepositCheckoutRequest = z.infer<typeof ZDepositCheckoutRequestSchema>;

/**
 * Billing details the user asked to remember (calls beside the spec's):
 * `GET /api/user/billing-details` answers them (or null), `PUT` saves the billing step's
 * fields (ZBillingDetailsSchema), `DELETE` forgets them. Only their owner ever reads them.
 */
export const ZSavedBillingDetailsSchema = z.object({
  name: z.string(),
  surname: z.string(),
  /** E.164. */
  phone: z.string(),
  email: z.string(),
  /** A country id from `GET /api/countries`. */
  country: z.number().int(),
  city: z.string(),
  address: z.string(),
  postCode: z.string(),
  updated_at: z.string(),
});
export type TSavedBillingDetails = z.infer<typeof ZSavedBillingDetailsSchema>;

export const ZSavedBillingAnswerSchema = z.object({
  billing_details: ZSavedBillingDetailsSchema.nullable(),
});
export type TSavedBillingAnswer = z.infer<typeof ZSavedBillingAnswerSchema>;
