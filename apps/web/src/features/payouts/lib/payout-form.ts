import {
  ZPayoutRequestSchema,
  ibanProblem,
  isValidPan,
  type TPayoutDestinationCheck,
  type TPayoutMethod,
  type TPayoutMethods,
} from '@parlor/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import '../../../lib/zod-messages';
import { formatFixed } from '../../../lib/format';

/** The modal's form: every field as typed (strings), the method's own ones included. */
export interface PayoutForm {
  amount: string;
  method: TPayoutMethod | '';
  first_name: string;
  last_name: string;
  /** A country id from the select ('' when none). */
  country_id: string;
  city: string;
  address: string;
  zip: string;
  pan: string;
  iban: string;
  account_number: string;
  sort_code: string;
  birth_date: string;
  password: string;
}

export const payoutFormFields = [
  'amount',
  'method',
  'first_name',
  'last_name',
  'country_id',
  'city',
  'address',
  'zip',
  'pan',
  'iban',
  'account_number',
  'sort_code',
  'birth_date',
  'password',
] as const satisfies readonly (keyof PayoutForm)[];

export const emptyPayoutForm: PayoutForm = {
  amount: '',
  method: '',
  first_name: '',
  last_name: '',
  country_id: '',
  city: '',
  address: '',
  zip: '',
  pan: '',
  iban: '',
  account_number: '',
  sort_code: '',
  birth_date: '',
  password: '',
};

const methodOwnFields: Record<TPayoutMethod, (keyof PayoutForm)[]> = {
  card: ['pan'],
  sepa: ['iban'],
  fps: ['account_number', 'sort_code', 'birth_date'],
};

/** The request body for the form's values: only the chosen method's own fields. */
export function payoutRequest(values: PayoutForm): Record<string, string> {
  const body: Record<string, string> = {
    amount: values.amount,
    method: values.method,
    first_name: values.first_name,
    last_name: values.last_name,
    country_id: values.country_id,
    city: values.city,
    address: values.address,
    zip: values.zip,
  };
  if (values.method)
    for (const field of methodOwnFields[values.method]) body[field] = values[field];
  if (values.password) body.password = values.password;
  return body;
}

/**
 * Where the payout would go, once typed in full and well-formed (the server then says
 * whether the password is needed up front); undefined while incomplete.
 */
export function destinationToCheck(
  values: Pick<PayoutForm, 'method' | 'pan' | 'iban' | 'account_number' | 'sort_code'>,
): TPayoutDestinationCheck | undefined {
  if (values.method === 'card')
    return isValidPan(values.pan) ? { method: 'card', pan: values.pan } : undefined;
  if (values.method === 'sepa')
    return values.iban.trim() && !ibanProblem(values.iban)
      ? { method: 'sepa', iban: values.iban }
      : undefined;
  if (values.method === 'fps') {
    const sortCode = values.sort_code.replace(/\D/g, '');
    return values.account_number.trim() && sortCode.length >= 6
      ? { method: 'fps', account_number: values.account_number, sort_code: values.sort_code }
      : undefined;
  }
  return undefined;
}

/** Spec §5's "X symbol", as the server writes it: `10.00 €`. */
export const limitText = (amount: number, symbol: string) => `${formatFixed(amount, 2)} ${symbol}`;

/**
 * Validates with the contracts' payout schema (the server's rules), then the limits and the
 * available balance the methods call delivered. Messages are catalogue keys or texts.
 */
export function payoutResolver(
  config: TPayoutMethods | undefined,
  texts: {
    minimum: (amount: string) => string;
    maximum: (amount: string) => string;
    exceeds: string;
  },
): Resolver<PayoutForm> {
  return (values) => {
    const errors: FieldErrors<PayoutForm> = {};
    const result = ZPayoutRequestSchema.safeParse(payoutRequest(values));
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? 'amount') as keyof PayoutForm;
        errors[field] ??= { type: issue.code, message: issue.message };
      }
    }
    const amount = Number(values.amount);
    if (config && !errors.amount && Number.isFinite(amount)) {
      if (amount < config.min_amount)
        errors.amount = {
          type: 'min',
          message: texts.minimum(limitText(config.min_amount, config.symbol)),
        };
      else if (config.max_amount !== null && amount > config.max_amount)
        errors.amount = {
          type: 'max',
          message: texts.maximum(limitText(config.max_amount, config.symbol)),
        };
      else if (amount > config.available_amount)
        errors.amount = { type: 'balance', message: texts.exceeds };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
