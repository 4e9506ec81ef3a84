import { describe, expect, it } from 'vitest';
import { validateCard } from './card-rules';

const now = new Date('2026-11-27T12:00:00Z');
const card = (expiry: string) => ({ cardNumber: '4242 4242 4242 4242', expiry, cvc: '123' });

describe('the test gateway card form', () => {
  it('accepts the expiry as MM/YY, MM / YY, MMYY, MM/YYYY and MMYYYY', () => {
    for (const expiry of ['12/29', '12 / 29', '1229', '12/2029', '122029', '1/29']) {
      expect(validateCard(card(expiry), now), expiry).toEqual({});
    }
  });

  it('refuses a malformed expiry, a month 13 and a month already over', () => {
    expect(validateCard(card('13/29'), now).expiry).toBe('money.gateway.expiryInvalid');
    expect(validateCard(card('12-29'), now).expiry).toBe('money.gateway.expiryInvalid');
    expect(validateCard(card('129'), now).expiry).toBe('money.gateway.expiryInvalid');
    expect(validateCard(card('1026'), now).expiry).toBe('money.gateway.expiryPast');
  });

  it('reads the card number with or without the spaces the page groups it in', () => {
    expect(validateCard({ ...card('12/29'), cardNumber: '4242424242424242' }, now)).toEqual({});
  });
});
