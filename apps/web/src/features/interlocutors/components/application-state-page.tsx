import type { TApplication } from '@parlor/contracts';
import { Clock, Headset, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { useApplicationModal } from '../hooks/use-application-modal';
import '../texts';
import { ConsoleFrame } from './console-frame';

/**
 * `/interlocutor` for everyone who is not (yet) an interlocutor: the application's state —
 * being reviewed, not approved (with the reviewer's note), or none — and what happens next,
 * with the application modal one press away where applying is possible.
 */
export function ApplicationStatePage({
  application,
  isEmailVerified,
}: {
  application: TApplication | null;
  isEmailVerified: boolean;
}) {
  const { t } = useTranslation();
  const applicationModal = useApplicationModal(application);
  const state: 'unverified' | 'pending' | 'rejected' | 'none' = !isEmailVerified
    ? 'unverified'
    : application?.status === 'pending' || application?.status === 'rejected'
      ? application.status
      : 'none';
  const Icon = state === 'pending' ? Clock : state === 'rejected' ? XCircle : Headset;
  const canApply = state === 'none' || state === 'rejected';

  return (
    <ConsoleFrame width="max-w-2xl">
      <Card className="mt-8" data-application-state={state}>
        <h2 className="flex items-center gap-2 font-display text-lg font-bold text-white">
          <Icon className="size-5 text-accent-hover" aria-hidden="true" />
          {t(`interlocutors.applicationState.${state}Title`)}
        </h2>
        {application && state !== 'unverified' ? (
          <p className="mt-2 text-xs text-ink-300">
            {t('interlocutors.applicationState.submittedOn', {
              date: formatDate(application.created_at),
            })}
            {application.reviewed_at
              ? ` · ${t('interlocutors.applicationState.reviewedOn', {
                  date: formatDate(application.reviewed_at),
                })}`
              : null}
          </p>
        ) : null}
        <p className="mt-4 text-sm leading-relaxed text-ink-200">
          {t(`interlocutors.applicationState.${state}Next`)}
        </p>
        {state === 'rejected' && application?.review_note ? (
          <p className="mt-3 rounded-2xl bg-ink-800/70 p-3 text-sm text-ink-200">
            {t('interlocutors.modal.reviewNote', { note: application.review_note })}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          {canApply ? (
            <Button onClick={applicationModal.open}>
              {state === 'rejected'
                ? t('interlocutors.modal.reapply')
                : t('interlocutors.account.button')}
            </Button>
          ) : null}
          <ButtonLink to="/account" variant="outline">
            {t('interlocutors.applicationState.toAccount')}
          </ButtonLink>
        </div>
      </Card>
      {applicationModal.modal}
    </ConsoleFrame>
  );
}
