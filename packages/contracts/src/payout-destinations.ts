import { electronicFormatIBAN, isSEPACountry, validateIBAN } from 'ibantools';

/** Payout destinations: which fields are secret, and the checks of a card, an IBAN and a UK account. */

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
