import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isListedCountry } from './queries';

export interface PhoneInput {
  phone?: string | null;
  phoneCountryCode?: string | null;
  nationalNumber?: string | null;
}

export interface ResolvedPhone {
  /** E.164. */
  phone: string;
  phoneCountryCode: string;
  nationalNumber: string;
}

const invalidPhone = () =>
  new AppError(422, 'auth.validation.phoneRequired', {
    code: 'INVALID_PHONE',
    fields: { phone: ['auth.validation.phoneRequired'] },
  });

/**
 * Validates a phone number with libphonenumber-js (full metadata): a number in
 * international format, or a national number with its country. The number's country must
 * be in the server's country list. Answers the normalised number; errors go under `phone`.
 */
export async function resolvePhone(db: Executor, input: PhoneInput): Promise<ResolvedPhone> {
  const country = input.phoneCountryCode?.trim().toUpperCase() || undefined;
  const text = input.phone?.trim() || input.nationalNumber?.trim() || '';
  if (text === '' || !/^[\d\s+()\-.]+$/.test(text)) throw invalidPhone();

  const parsed = parsePhoneNumberFromString(text, {
    defaultCountry: country && /^[A-Z]{2}$/.test(country) ? (country as CountryCode) : undefined,
  });
  if (!parsed?.isValid() || !parsed.country) throw invalidPhone();
  if (!(await isListedCountry(db, parsed.country))) {
    throw new AppError(422, 'auth.validation.countryNotSupported', {
      code: 'COUNTRY_NOT_SUPPORTED',
      fields: { phone: ['auth.validation.countryNotSupported'] },
    });
  }
  return {
    phone: parsed.number,
    phoneCountryCode: parsed.country,
    nationalNumber: parsed.nationalNumber,
  };
}
