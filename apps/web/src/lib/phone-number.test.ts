import { describe, expect, it } from 'vitest';
import { normaliseTypedPhone, readPhoneNumber, withCallingCode } from './phone-number';

const allowed = new Set(['GB', 'DE', 'US']);

describe('normaliseTypedPhone (what is typed, in international notation)', () => {
  it('keeps an international number as typed', () => {
    expect(normaliseTypedPhone('+44 7400 407116', 'US')).toBe('+44 7400 407116');
  });

  it('reads a leading 00 as +', () => {
    expect(normaliseTypedPhone('00447400407116', 'US')).toBe('+447400407116');
    expect(normaliseTypedPhone('+00', 'GB')).toBe('+');
  });

  it('reads digits without + as a national number of the shown country', () => {
    expect(normaliseTypedPhone('7400407116', 'GB')).toBe('+447400407116');
    expect(normaliseTypedPhone('07400 407116', 'GB')).toBe('+447400407116');
    expect(normaliseTypedPhone('+07', 'GB')).toBe('+447');
    expect(normaliseTypedPhone('(740) 040-7116', 'US')).toBe('+17400407116');
  });

  it('keeps a lone 0, which may begin 00', () => {
    expect(normaliseTypedPhone('0', 'GB')).toBe('0');
    expect(normaliseTypedPhone('+0', 'GB')).toBe('+0');
  });

  it('puts digits typed before the leading + right after it', () => {
    expect(normaliseTypedPhone('7+44 7400 4', 'GB')).toBe('+744 7400 4');
    expect(normaliseTypedPhone('+0447400407116', 'GB')).toBe('+0447400407116');
  });

  it('starts afresh at a + after the start and drops (0)', () => {
    expect(normaliseTypedPhone('+44 +49 1512 3456789', 'GB')).toBe('+49 1512 3456789');
    expect(normaliseTypedPhone('+44 (0) 7400 407116', 'GB')).toBe('+44  7400 407116');
  });
});

describe('readPhoneNumber', () => {
  it('gives the phone data of a complete number', () => {
    expect(readPhoneNumber('+447400407116', allowed, undefined)).toEqual({
      kind: 'number',
      country: 'GB',
      data: {
        phone: '+447400407116',
        phoneCountryCode: 'GB',
        nationalNumber: '7400407116',
        isValid: true,
      },
    });
  });

  it('has no phone data while only a calling code is typed', () => {
    expect(readPhoneNumber('+44', allowed, undefined)).toEqual({
      kind: 'number',
      country: 'GB',
      data: null,
    });
    expect(readPhoneNumber('+', allowed, undefined)).toEqual({ kind: 'empty' });
    expect(readPhoneNumber(undefined, allowed, undefined)).toEqual({ kind: 'empty' });
  });

  it('calls a number of a country that is not allowed unsupported', () => {
    expect(readPhoneNumber('+79123456789', allowed, undefined)).toEqual({ kind: 'unsupported' });
    expect(readPhoneNumber('+16045551234', allowed, 'US')).toEqual({ kind: 'unsupported' });
  });

  it('prefers the picked country among those sharing a calling code', () => {
    const shared = new Set(['GB', 'GG']);
    expect(readPhoneNumber('+44', shared, 'GG')).toMatchObject({ country: 'GG' });
  });
});

describe('withCallingCode', () => {
  it('moves the national number to another country', () => {
    expect(withCallingCode('+447400407116', 'DE')).toBe('+497400407116');
    expect(withCallingCode('+44', 'DE')).toBeUndefined();
  });
});
