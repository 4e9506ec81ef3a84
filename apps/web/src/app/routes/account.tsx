import { AccountHeader } from '../../features/auth/components/account-header';
import { ApiTokensCard } from '../../features/auth/components/api-tokens-card';
import { ProfileCard } from '../../features/auth/components/profile-card';
import { SpendingHistory } from '../../features/chat/components/spending-history';
import { InterlocutorCard } from '../../features/interlocutors/components/interlocutor-card';
import { NotificationsCard } from '../../features/notifications/components/notifications-card';
import { BalanceCard } from '../../features/payments/components/balance-card';
import { BuyBundles } from '../../features/payments/components/buy-bundles';
import { ChannelStatusCard } from '../../features/payments/components/channel-status-card';
import { PurchaseHistory } from '../../features/payments/components/purchase-history';
import { SavedBillingCard } from '../../features/payments/components/saved-billing-card';
import { PayoutCard } from '../../features/payouts/components/payout-card';
import { PrivacyCard } from '../../features/privacy/components/privacy-card';
import { BlockedPeopleCard } from '../../features/ratings/components/blocked-people-card';

/** AccountPage (My Profile): composed from the accounts and the payments features. */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-20 sm:px-6 lg:pt-12">
      <AccountHeader />
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.35fr)]">
        <div className="flex flex-col gap-6">
          <ProfileCard />
          <BalanceCard />
          <PayoutCard />
          <ChannelStatusCard />
          <InterlocutorCard />
        </div>
        <div className="flex flex-col gap-6">
          <PurchaseHistory />
          <SpendingHistory />
          <SavedBillingCard />
          <BuyBundles />
          <ApiTokensCard />
          <BlockedPeopleCard />
          <NotificationsCard />
          <PrivacyCard />
        </div>
      </div>
    </div>
  );
}
