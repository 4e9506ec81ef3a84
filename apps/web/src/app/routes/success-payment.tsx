import { SuccessPaymentPage } from '../../features/payments/components/success-payment-page';

/** Route module (lazy-loaded by the router). */
export function Component() {
  return <SuccessPaymentPage />;
}
