import type { TPhoneData } from '@parlor/contracts';
import { AsYouType, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/metadata.min.json';

/** What a phone number value (E.164, possibly still partial) means for the phone input. */
export type PhoneReading =
  | { kind: 'empty' }
  | { kind: 'unsupported' }
  | { kind: 'number'; country: CountryCode | undefined; data: TPhoneData | null };

/**
 * Reads an international value such as `+447400407116` (or a partial one, `+44`): its
 * country is the exact one when the digits tell, else the preferred country when it shares
 * the calling code, else the first allowed country of that code. A number whose country is
 * not in `allowed` (or whose calling code no allowed country has) is unsupported. Phone data
 * exists once national digits do. Uses libphonenumber's small metadata (validity by length).
 */
export function readPhoneNumber(
  value: string | undefined,
  allowed: ReadonlySet<string>,
  preferred: CountryCode | undefined,
): PhoneReading {
  if (!value || value === '+') return { kind: 'empty' };
  const formatter = new AsYouType();
  formatter.input(value);
  const callingCode = formatter.getCallingCode();
  if (!callingCode) return { kind: 'number', country: undefined, data: null };

  const exact = formatter.getCountry();
  const candidates = (metadata.country_calling_codes[callingCode] ?? []).filter((iso) =>
    allowed.has(iso),
  );
  if ((exact && !allowed.has(exact)) || candidates.length === 0) return { kind: 'unsupported' };
  const country: CountryCode =
    exact ?? (preferred && candidates.includes(preferred) ? preferred : candidates[0]!);

  const number = formatter.getNumber();
  const data: TPhoneData | null = number?.nationalNumber
    ? {
        phone: number.number,
        phoneCountryCode: country,
        nationalNumber: number.nationalNumber,
        isValid: number.isValid(),
      }
    : null;
  return { kind: 'number', country, data };
}

/** The same national number under another country's calling code (`+4930…`, FR → `+3330…`). */
export function withCallingCode(
  value: string | undefined,
  country: CountryCode,
): string | undefined {
  if (!value) return undefined;
  const formatter = new AsYouType();
  formatter.input(value);
  const nationalNumber = formatter.getNumber()?.nationalNumber;
  return nationalNumber ? `+${getCountryCallingCode(country)}${nationalNumber}` : undefined;
}

/**
 * What a person types or pastes, in the notation the phone library reads internationally:
 * a second `+` begins the number afresh (a full number pasted after a kept calling code);
 * digits typed before the leading `+` go right after it; a leading `00` (the international
 * call prefix of most countries) becomes `+`; digits without `+` are a national number of
 * `country` (its national prefix, e.g. GB's `0`, dropped) and get its calling code; `(0)`
 * (`+44 (0) 7400 407116`) is dropped. No calling code starts with 0, so `+0` and `+0X` are
 * the library's `+` before a typed `0`: a lone `0` stays, as it may begin `00`.
 */
export function normaliseTypedPhone(text: string, country: CountryCode | undefined): string {
  let typed = text.replace(/\(\s*0\s*\)/g, '').trimStart();
  const plus = typed.lastIndexOf('+');
  if (plus > 0) {
    typed = typed.startsWith('+')
      ? typed.slice(plus)
      : `+${typed.slice(0, plus)}${typed.slice(plus + 1)}`;
  } else if (/^\+0\d?$/.test(typed)) typed = typed.slice(1);
  if (typed.startsWith('+')) return typed;
  if (typed.startsWith('00')) return `+${typed.slice(2)}`;
  const digits = typed.replace(/\D/g, '');
  if (digits === '' || digits === '0' || !country) return text;
  const national = new AsYouType(country);
  national.input(digits);
  const nationalNumber = national.getNumber()?.nationalNumber ?? digits.replace(/^0/, '');
  return `+${getCountryCallingCode(country)}${nationalNumber}`;
}
