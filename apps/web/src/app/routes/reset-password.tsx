import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';

/** Route module (lazy-loaded by the router). */
export function Component() {
  return <ResetPasswordPage />;
}
