import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useReviewApplication, type AdminApplication } from '../api/applications';
import { QueueDecisions, QueuePage } from './queue';

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
          <QueueDecisions
            label={t('admin.console.applications.note')}
            decisions={[
              { decision: 'approve', label: t('admin.console.applications.approve') },
              {
                decision: 'reject',
                label: t('admin.console.applications.reject'),
                variant: 'danger',
                needsText: true,
              },
            ]}
            isPending={review.isPending}
            error={review.error?.message}
            onDecide={(decision, note) => review.mutate({ id: application.id, decision, note })}
          />
        </>
      )}
    </Card>
  );
}
