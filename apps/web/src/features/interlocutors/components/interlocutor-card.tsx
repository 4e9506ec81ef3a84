import { Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { RetryError } from '../../../components/ui/query-content';
import { useProfile } from '../../../lib/auth';
import { useApplicationStatus } from '../api/applications';
import { useApplicationModal } from '../hooks/use-application-modal';
import '../texts';

/**
 * The account page's `Become an interlocutor` button: it shows the application's state
 * (pending, approved, rejected) and opens the application modal; an interlocutor gets a
 * link to the console instead. A failed status check says so (spec §8); a 404 is no
 * application, not a failure.
 */
export function InterlocutorCard() {
  const { t } = useTranslation();
  const profile = useProfile().data;
  const { data: application, isError, refetch } = useApplicationStatus();
  const applicationModal = useApplicationModal(application);
  if (!profile) return null;

  const status = application?.status;
  const label =
    status === 'pending'
      ? t('interlocutors.account.pending')
      : status === 'rejected'
        ? t('interlocutors.account.rejected')
        : t('interlocutors.account.button');

  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Headset className="size-5 text-accent-hover" aria-hidden="true" />
        {status === 'approved'
          ? t('interlocutors.account.approved')
          : t('interlocutors.account.button')}
      </CardTitle>
      {isError && application === undefined ? (
        <RetryError
          message={t('interlocutors.errors.statusFailed')}
          onRetry={refetch}
          className="mt-4"
        />
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {status === 'approved' ? (
          <ButtonLink to="/interlocutor">{t('interlocutors.account.console')}</ButtonLink>
        ) : (
          <Button
            variant={status === 'pending' ? 'outline' : 'primary'}
            onClick={applicationModal.open}
            data-application-status={status ?? 'none'}
          >
            {label}
          </Button>
        )}
      </div>
      {applicationModal.modal}
    </Card>
  );
}
