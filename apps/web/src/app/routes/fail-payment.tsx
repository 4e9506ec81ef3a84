import { FailPaymentPage } from '../../features/payments/components/fail-payment-page';

/** Route module (lazy-loaded by the router). */
export function Component() {
  return <FailPaymentPage />;
}
