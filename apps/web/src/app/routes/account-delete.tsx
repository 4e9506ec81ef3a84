import { AccountDeletionPage } from '../../features/privacy/components/account-deletion-page';

/** Route module (lazy-loaded by the router): the mailed account deletion link. */
export function Component() {
  return <AccountDeletionPage />;
}
