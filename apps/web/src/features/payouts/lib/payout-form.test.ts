import { describe, expect, it } from 'vitest';
import { destinationToCheck } from './payout-form';

const empty = { method: '' as const, pan: '', iban: '', account_number: '', sort_code: '' };

describe('destinationToCheck (the payout form asks whether the password is needed)', () => {
  it('asks once a destination is typed in full and well-formed, with only its own fields', () => {
    expect(destinationToCheck({ ...empty, method: 'card', pan: '4242 4242 4242 4242' })).toEqual({
      method: 'card',
      pan: '4242 4242 4242 4242',
    });
    expect(
      destinationToCheck({ ...empty, method: 'sepa', iban: 'DE89 3704 0044 0532 0130 00' }),
    ).toEqual({ method: 'sepa', iban: 'DE89 3704 0044 0532 0130 00' });
    expect(
      destinationToCheck({
        ...empty,
        method: 'fps',
        account_number: '12345678',
        sort_code: '12-34-56',
        pan: '4242 4242 4242 4242',
      }),
    ).toEqual({ method: 'fps', account_number: '12345678', sort_code: '12-34-56' });
  });

  it('does not ask while the destination is incomplete or malformed, or no method is chosen', () => {
    expect(destinationToCheck({ ...empty, pan: '4242 4242 4242 4242' })).toBeUndefined();
    expect(destinationToCheck({ ...empty, method: 'card', pan: '4242 4242' })).toBeUndefined();
    expect(
      destinationToCheck({ ...empty, method: 'card', pan: '4242424242424241' }),
    ).toBeUndefined();
    expect(destinationToCheck({ ...empty, method: 'sepa', iban: 'DE89 3704' })).toBeUndefined();
    expect(
      destinationToCheck({ ...empty, method: 'fps', account_number: '12345678', sort_code: '12' }),
    ).toBeUndefined();
  });
});
