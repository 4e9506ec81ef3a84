import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useReviewApplication, type AdminApplication } from '../api/applications';
import { ActionError, ConsoleInput } from './console-controls';
import { QueuePage } from './queue';

const statuses = ['pending', 'approved', 'rejected'] as const;
/** Each answer with the form's own label. */
const answers = [
  { key: 'experience', label: 'interlocutors.modal.experience' },
  { key: 'interests', label: 'interlocutors.modal.interests' },
  { key: 'help_description', label: 'interlocutors.modal.helpDescription' },
] as const;

/** Interlocutor applications (the interlocutors module's calls): the answers, approve or reject with a note. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  return (
    <QueuePage
      queue="applications"
      statuses={statuses}
      labelOf={(value) => t(`admin.console.applications.${value}`)}
    >
      {(application: AdminApplication) => <ApplicationCard application={application} />}
    </QueuePage>
  );
}

function ApplicationCard({ application }: { application: AdminApplication }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const review = useReviewApplication();
  return (
    <Card className="flex flex-col gap-3">
      <h3 className="font-display text-lg font-bold text-white">
        #{application.id} · {application.nickname ?? ''} · {application.email ?? ''}
      </h3>
      <dl className="flex flex-col gap-2 text-sm">
        {answers.map(({ key, label }) =>
          typeof application[key] === 'string' ? (
            <div key={key}>
              <dt className="text-ink-300">{t(label)}</dt>
              <dd className="whitespace-pre-wrap text-white">{application[key]}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {application.status !== 'pending' && application.review_note ? (
        <p className="text-sm text-ink-200">
          {t('interlocutors.modal.reviewNote', { note: application.review_note })}
        </p>
      ) : null}
      {application.status === 'pending' && (
        <>
          <ConsoleInput
            label={t('admin.console.applications.note')}
            value={note}
            onValueChange={setNote}
          />
          <div className="flex gap-2">
            <Button
              size="sm"
              disabled={review.isPending}
              onClick={() => review.mutate({ id: application.id, decision: 'approve', note })}
            >
              {t('admin.console.applications.approve')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={review.isPending || !note.trim()}
              onClick={() => review.mutate({ id: application.id, decision: 'reject', note })}
            >
              {t('admin.console.applications.reject')}
            </Button>
          </div>
          <ActionError message={review.error?.message} />
        </>
      )}
    </Card>
  );
}
