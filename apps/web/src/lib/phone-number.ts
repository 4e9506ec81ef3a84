import type { TPhoneData } from '@parlor/contracts';
import { AsYouType, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/metadata.min.json';

/** Phone number parsing for the phone input (libphonenumber's small metadata). */

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The caret position in `text` right after its `count`-th digit. */
export function caretAfterDigits(text: string, count: number): number {
  if (count === 0) return text.startsWith('+') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text.charAt(index)) && ++seen === count) return index + 1;
  }
  return text.length;
}

export type Parsed =
  | { kind: 'empty'; text: string }
  | { kind: 'unsupported' }
  | { kind: 'number'; text: string; country: CountryCode | undefined; data: TPhoneData | null };

/**
 * Formats international digits (without `+`) and works out their country: the exact one
 * when the digits tell, else the picked country when it shares the calling code, else
 * the main allowed country of that code. A country outside `allowed` is unsupported.
 */
export function parseInternational(
  digits: string,
  allowed: ReadonlySet<string>,
  picked: CountryCode | undefined,
): Parsed {
  if (digits === '') return { kind: 'empty', text: '+' };
  const formatter = new AsYouType();
  const text = formatter.input(`+${digits}`);
  const callingCode = formatter.getCallingCode();
  if (!callingCode) return { kind: 'number', text, country: undefined, data: null };

  const exact = formatter.getCountry();
  const candidates = (metadata.country_calling_codes[callingCode] ?? []).filter((iso) =>
    allowed.has(iso),
  );
  if ((exact && !allowed.has(exact)) || candidates.length === 0) return { kind: 'unsupported' };
  const country: CountryCode =
    exact ?? (picked && candidates.includes(picked) ? picked : candidates[0]!);

  const number = formatter.getNumber();
  const data: TPhoneData | null = number?.nationalNumber
    ? {
        phone: number.number,
        phoneCountryCode: country,
        nationalNumber: number.nationalNumber,
        isValid: number.isValid(),
      }
    : null;
  return { kind: 'number', text, country, data };
}

/** Digits typed without `+` are a national number of the picked country. */
export function internationalDigits(raw: string, country: CountryCode | undefined): string {
  if (raw.trimStart().startsWith('+') || !country) return digitsOf(raw);
  const national = new AsYouType(country);
  national.input(raw);
  const nationalNumber = national.getNumber()?.nationalNumber ?? digitsOf(raw).replace(/^0/, '');
  return `${getCountryCallingCode(country)}${nationalNumber}`;
}

/** An E.164 number in international format, e.g. `+49 1512 3456789`. */
export function formatE164(phone: string): string {
  return new AsYouType().input(phone);
}
