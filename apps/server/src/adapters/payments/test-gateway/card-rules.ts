import { isValidPan, normalizePan } from '@parlor/contracts';
import type { TMessageKey } from '@parlor/contracts/i18n';

/** The card form of the hosted pay page and what each test card does. */

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardForm;
export type CardErrors = Partial<Record<CardField, TMessageKey>>;

export type CardOutcome =
  | { result: 'succeeded' }
  | { result: 'failed'; failureCode: 'card_declined' | 'insufficient_funds' };

/** Test card numbers with a fixed outcome, like Stripe's test cards. */
const cardOutcomes: Record<string, CardOutcome> = {
  '4242424242424242': { result: 'succeeded' },
  '4000000000000002': { result: 'failed', failureCode: 'card_declined' },
  '4000000000009995': { result: 'failed', failureCode: 'insufficient_funds' },
};

/** Reads `MM/YY`, `MM / YY`, `MM/YYYY`, `MMYY` or `MMYYYY`; null when malformed. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match =
    /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value) ??
    /^\s*(\d{2})(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Field errors of a submitted card form (empty when it may be charged). */
export function validateCard(form: CardForm, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  // The same number rule (12 to 19 digits, Luhn) as a payout card's.
  if (!isValidPan(form.cardNumber)) {
    errors.cardNumber = 'money.gateway.cardNumberInvalid';
  }
  const expiry = parseExpiry(form.expiry);
  if (!expiry) {
    errors.expiry = 'money.gateway.expiryInvalid';
  } else {
    // A card is valid through the last day of its expiry month.
    const endOfMonth = Date.UTC(expiry.year, expiry.month, 1);
    if (endOfMonth <= now.getTime()) errors.expiry = 'money.gateway.expiryPast';
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'money.gateway.cvcInvalid';
  return errors;
}

/** What charging a well-formed card does; unknown numbers are declined, as in a test mode. */
export function chargeCard(cardNumber: string): CardOutcome {
  return (
    cardOutcomes[normalizePan(cardNumber)] ?? { result: 'failed', failureCode: 'card_declined' }
  );
}
