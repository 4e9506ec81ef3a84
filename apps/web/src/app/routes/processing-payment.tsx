import { ProcessingPaymentPage } from '../../features/payments/components/processing-payment-page';

/** Route module (lazy-loaded by the router). */
export function Component() {
  return <ProcessingPaymentPage />;
}
