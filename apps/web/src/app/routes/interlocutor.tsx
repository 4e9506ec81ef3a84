import { InterlocutorConsolePage } from '../../features/interlocutors/components/interlocutor-console-page';
import { NotFound } from '../../features/site/components/not-found';
import { useApplicationStatus } from '../../features/interlocutors/api/applications';
import { LoadingBlock } from '../../components/ui/spinner';
import { useTranslation } from 'react-i18next';

/**
 * Route module (lazy-loaded by the router): the interlocutor console for approved
 * interlocutors; everyone else gets the spec's NotFound (guests get the sign-in modal from
 * the route's auth guard).
 */
export function Component() {
  const { t } = useTranslation();
  const { data: application, isPending } = useApplicationStatus();
  if (isPending) return <LoadingBlock label={t('common.loading')} />;
  if (application?.status !== 'approved') return <NotFound />;
  return <InterlocutorConsolePage />;
}
