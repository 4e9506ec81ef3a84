import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { applyServerErrors, generalServerMessage } from './use-server-errors';

type Form = { email: string; phone: string; password: string };

/** The calls a form's `setError` received, in order. */
function recorder() {
  const calls: { field: string; message?: string; shouldFocus?: boolean }[] = [];
  const setError = (
    field: string,
    error: { message?: string },
    options?: { shouldFocus?: boolean },
  ) => calls.push({ field, message: error.message, shouldFocus: options?.shouldFocus });
  return { calls, setError };
}

const invalid = (errors: Record<string, string[]>, message = 'The given data was invalid.') =>
  new ApiError(message, 422, { code: 'VALIDATION', errors });

describe('applyServerErrors (the envelope`s errors under a form`s fields)', () => {
  it('shows the first message of each field it maps, focusing only the first field', () => {
    const { calls, setError } = recorder();
    const applied = applyServerErrors<Form>(
      invalid({ email: ['Email taken', 'second'], phoneCountryCode: ['Bad country'] }),
      setError,
      { email: 'email', phoneCountryCode: 'phone' },
    );
    expect(calls).toEqual([
      { field: 'email', message: 'Email taken', shouldFocus: true },
      { field: 'phone', message: 'Bad country', shouldFocus: false },
    ]);
    expect(applied).toEqual({ isShownUnderField: true, unshownMessage: undefined });
  });

  it('keeps the first message when several server fields belong to one form field', () => {
    const { calls, setError } = recorder();
    applyServerErrors<Form>(
      invalid({ phone: ['Invalid phone'], nationalNumber: ['Too long'] }),
      setError,
      (field) => (field.startsWith('phone') || field === 'nationalNumber' ? 'phone' : undefined),
      { shouldFocus: false },
    );
    expect(calls).toEqual([{ field: 'phone', message: 'Invalid phone', shouldFocus: false }]);
  });

  it('answers the first message of a field the form lacks, and sets nothing for it', () => {
    const { calls, setError } = recorder();
    const applied = applyServerErrors<Form>(
      invalid({ amount: ['Amount too small'], bundle_id: ['No bundle'] }),
      setError,
      ['email', 'password'],
    );
    expect(calls).toEqual([]);
    expect(applied).toEqual({ isShownUnderField: false, unshownMessage: 'Amount too small' });
  });

  it('sets nothing for a failure that is not an answer of the API', () => {
    const { calls, setError } = recorder();
    expect(applyServerErrors<Form>(new Error('boom'), setError, ['email'])).toEqual({
      isShownUnderField: false,
      unshownMessage: undefined,
    });
    expect(calls).toEqual([]);
  });
});

describe('generalServerMessage (what the form shows above its button)', () => {
  const shown = { isShownUnderField: true, unshownMessage: undefined };
  const none = { isShownUnderField: false, unshownMessage: undefined };

  it('is nothing when a field shows the error', () => {
    expect(generalServerMessage(invalid({ email: ['x'] }), shown, 'Login failed')).toBeNull();
  });

  it("is the answer's message, else the form's fallback", () => {
    expect(generalServerMessage(new ApiError('Too many attempts', 429), none, 'Failed')).toBe(
      'Too many attempts',
    );
    expect(generalServerMessage(new ApiError('', 500), none, 'Failed')).toBe('Failed');
    expect(generalServerMessage(new Error('boom'), none, 'Failed')).toBe('Failed');
  });
});
