import { EmailVerificationPage } from '../../features/auth/components/email-verification-page';

/** Route module (lazy-loaded by the router). */
export function Component() {
  return <EmailVerificationPage />;
}
