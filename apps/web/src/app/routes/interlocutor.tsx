import { useTranslation } from 'react-i18next';
import { RetryError } from '../../components/ui/query-content';
import { LoadingBlock } from '../../components/ui/spinner';
import { useApplicationStatus } from '../../features/interlocutors/api/applications';
import { ApplicationStatePage } from '../../features/interlocutors/components/application-state-page';
import { InterlocutorConsolePage } from '../../features/interlocutors/components/interlocutor-console-page';
import { OwnRatingsCard } from '../../features/ratings/components/own-ratings-card';
import { useAuth } from '../../lib/auth';

/**
 * Route module (lazy-loaded by the router): the interlocutor console for approved
 * interlocutors; everyone else sees their application's state and what happens next
 * (guests get the sign-in modal from the route's auth guard). A failed status check says so
 * (spec §8) rather than showing "not applied".
 */
export function Component() {
  const { t } = useTranslation();
  const { emailVerified } = useAuth();
  const { data: application, isPending, isError, refetch } = useApplicationStatus();
  if (!emailVerified) return <ApplicationStatePage application={null} isEmailVerified={false} />;
  if (isError && application === undefined) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 pt-8 pb-20 sm:px-6 lg:pt-12">
        <RetryError message={t('interlocutors.errors.statusFailed')} onRetry={refetch} />
      </div>
    );
  }
  if (isPending) return <LoadingBlock label={t('common.loading')} />;
  if (application?.status !== 'approved') {
    return <ApplicationStatePage application={application ?? null} isEmailVerified />;
  }
  return <InterlocutorConsolePage extra={<OwnRatingsCard />} />;
}
