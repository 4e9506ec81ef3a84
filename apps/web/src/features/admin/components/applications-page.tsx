import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { controlClassName } from '../../../components/ui/field';
import {
  useAdminApplications,
  useReviewApplication,
  type AdminApplication,
} from '../api/applications';
import { QueueList, StatusFilter } from './queue';

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
  const [status, setStatus] = useState<(typeof statuses)[number]>('pending');
  const [page, setPage] = useState(1);
  const { data, isError } = useAdminApplications(status, page);
  return (
    <div className="flex flex-col gap-4">
      <StatusFilter
        label={t('admin.console.applications.status')}
        statuses={statuses}
        value={status}
        labelOf={(value) => t(`admin.console.applications.${value}`)}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      <QueueList data={data} isError={isError} page={page} onPageChange={setPage}>
        {(application) => <ApplicationCard application={application} />}
      </QueueList>
    </div>
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
          <label className="flex flex-col gap-1.5 text-sm text-ink-200">
            {t('admin.console.applications.note')}
            <input
              value={note}
              onChange={(event) => setNote(event.target.value)}
              className={controlClassName(false, 'h-11')}
            />
          </label>
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
          {review.error && (
            <p role="alert" className="text-sm text-danger">
              {review.error.message}
            </p>
          )}
        </>
      )}
    </Card>
  );
}
