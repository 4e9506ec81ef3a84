import type { TDepositOutcome } from '../api/deposits';

/** Reads `order_id` (the deposit id) from a result page's query; null when absent or malformed. */
export function orderIdFrom(params: URLSearchParams): number | null {
  const raw = params.get('order_id') ?? '';
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Why the fail page was opened, as set by the processing page. */
export type FailCause = 'failed' | 'missing_id' | 'not_found';

export function failCauseFrom(params: URLSearchParams): FailCause | null {
  const cause = params.get('error');
  return cause === 'failed' || cause === 'missing_id' || cause === 'not_found' ? cause : null;
}

/** `type=order` selects the order variant of the result pages; top-up is the default. */
export const isOrderVariant = (params: URLSearchParams) => params.get('type') === 'order';

/**
 * Where a result page goes once the server has told how a deposit stands: success to the
 * success page, a failure or an unknown deposit to the fail page; null to stay.
 */
export function resultPathFor(outcome: TDepositOutcome, orderId: number): string | null {
  switch (outcome) {
    case 'success':
      return `/success-payment?order_id=${orderId}`;
    case 'error':
      return `/fail-payment?order_id=${orderId}&error=failed`;
    case 'unknown':
      return `/fail-payment?order_id=${orderId}&error=not_found`;
    default:
      return null;
  }
}
