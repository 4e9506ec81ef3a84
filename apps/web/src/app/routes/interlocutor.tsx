import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../components/ui/spinner';
import { useApplicationStatus } from '../../features/interlocutors/api/applications';
import { ApplicationStatePage } from '../../features/interlocutors/components/application-state-page';
import { InterlocutorConsolePage } from '../../features/interlocutors/components/interlocutor-console-page';
import { useAuth } from '../../lib/auth';

/**
 * Route module (lazy-loaded by the router): the interlocutor console for approved
 * interlocutors; everyone else sees their application's state and what happens next
 * (guests get the sign-in modal from the route's auth guard).
 */
export function Component() {
  const { t } = useTranslation();
  const { emailVerified } = useAuth();
  const { data: application, isPending } = useApplicationStatus();
  if (!emailVerified) return <ApplicationStatePage application={null} isEmailVerified={false} />;
  if (isPending) return <LoadingBlock label={t('common.loading')} />;
  if (application?.status !== 'approved') {
    return <ApplicationStatePage application={application ?? null} isEmailVerified />;
  }
  return <InterlocutorConsolePage />;
}
