import type { FieldPath } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import type { AppliedServerErrors } from '../../../lib/use-server-errors';
import { billingFormFields, type BillingForm } from './billing-form';

/** The billing form's field for a server field: the same name; `phoneData.*` is the phone's. */
export function billingFieldOf(serverField: string): FieldPath<BillingForm> | undefined {
  const field = serverField.startsWith('phone') ? 'phoneData' : serverField;
  return (billingFormFields as readonly string[]).includes(field)
    ? (field as FieldPath<BillingForm>)
    : undefined;
}

/**
 * The one general message of a failed checkout once its field errors are under the billing
 * form (spec §5): "correct the errors" when a field shows one; else the message of a field
 * the form lacks (amount and bundle errors), the answer's message, or `fallback`.
 */
export function checkoutErrorMessage(
  error: unknown,
  applied: AppliedServerErrors,
  texts: { correctErrors: string; fallback: string },
): string {
  // Network failures and timeouts: the spec's own text rather than the transport's.
  if (!isApiError(error) || error.status === 0) return texts.fallback;
  if (applied.isShownUnderField) return texts.correctErrors;
  return applied.unshownMessage ?? (error.message || texts.fallback);
}
