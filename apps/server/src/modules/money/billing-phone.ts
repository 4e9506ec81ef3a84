import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * The billing phone as stored on a deposit: the validated `phone` field in E.164 with its
 * country. The phone widget's own report (`phoneData`) is never stored: it is unchecked.
 */
export function billingPhone(phone: string): { phone: string; phoneCountryCode: string | null } {
  const parsed = parsePhoneNumberFromString(phone.trim());
  return parsed
    ? { phone: parsed.number, phoneCountryCode: parsed.country ?? null }
    : { phone: phone.trim(), phoneCountryCode: null };
}
