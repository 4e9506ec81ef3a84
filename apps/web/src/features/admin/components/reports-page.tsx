import type { TAdminReportQueueItem, TReportAction, TReportResolution } from '@parlor/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useAdminReports, useHandleReport } from '../api/admin-api';
import { EvidenceLines } from './evidence-lines';
import { useListFilters } from '../hooks/use-list-filters';
import { ConsoleInput } from './console-controls';
import { QueueDecisions, QueueList, StatusFilter, type Decision } from './queue';
import { formatDateTime } from '../../../lib/format';

const statuses = ['open', 'handled', 'all'] as const;

/** The reports queue: each report with the topic's recent messages and the actions. */
export function ReportsPage() {
  const { t } = useTranslation();
  const { filters, setFilter, page, setPage } = useListFilters<{
    status: (typeof statuses)[number];
    q: string;
  }>({
    status: 'open',
    q: '',
  });
  const { data, isError } = useAdminReports({ ...filters, page, per_page: 10 });
  const statusLabel = {
    open: t('admin.console.reports.statusOpen'),
    handled: t('admin.console.reports.statusHandled'),
    all: t('admin.console.reports.statusAll'),
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <StatusFilter
          label={t('admin.console.reports.status')}
          statuses={statuses}
          value={filters.status}
          labelOf={(value) => statusLabel[value]}
          onChange={(value) => setFilter('status', value)}
        />
        <ConsoleInput
          label={t('admin.console.common.search')}
          className="min-w-64"
          type="search"
          value={filters.q}
          onValueChange={(value) => setFilter('q', value)}
        />
      </div>
      <QueueList data={data} isError={isError} page={page} onPageChange={setPage}>
        {(report) => <ReportCard report={report} />}
      </QueueList>
    </div>
  );
}

/** The moderator's note and the actions open to this report (blocks only with a reported user). */
function ReportActions({ report }: { report: TAdminReportQueueItem }) {
  const { t } = useTranslation();
  const handle = useHandleReport();
  const actions: Decision<TReportAction>[] = [
    { decision: 'close_topic', label: t('admin.console.reports.closeTopic'), variant: 'danger' },
    { decision: 'block_chat', label: t('admin.console.reports.blockChat'), variant: 'danger' },
    {
      decision: 'block_account',
      label: t('admin.console.reports.blockAccount'),
      variant: 'danger',
    },
    { decision: 'dismiss', label: t('admin.console.reports.dismiss'), variant: 'secondary' },
  ];
  return (
    <div className="flex flex-col gap-3">
      <QueueDecisions
        label={t('admin.console.reports.moderatorNote')}
        maxLength={500}
        decisions={actions.filter(
          (item) =>
            item.decision === 'close_topic' || item.decision === 'dismiss' || report.reported_user,
        )}
        isPending={handle.isPending}
        pending={handle.variables?.input.action}
        error={handle.error?.message}
        onDecide={(action, note) => handle.mutate({ id: report.id, input: { action, note } })}
      />
    </div>
  );
}

function ReportCard({ report }: { report: TAdminReportQueueItem }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3" aria-labelledby={`report-${report.id}`}>
      <h3 id={`report-${report.id}`} className="font-display text-lg font-bold text-white">
        #{report.id} ·{' '}
        {report.type === 'topic'
          ? t('admin.console.reports.typeTopic')
          : t('admin.console.reports.typeUser')}{' '}
        · {report.topic.title}
      </h3>
      <p className="text-sm text-ink-200">
        {t('admin.console.reports.reporter')}: {report.reporter.email}
        {report.reported_user && (
          <>
            {' · '}
            {t('admin.console.reports.reported')}: {report.reported_user.email}
          </>
        )}
        {' · '}
        {formatDateTime(report.created_at)}
      </p>
      {report.reason_text && (
        <blockquote className="rounded-xl bg-ink-800 px-3 py-2 text-sm text-white">
          <span className="text-ink-300">{t('admin.console.reports.note')}: </span>
          {report.reason_text}
          {report.details ? ` — “${report.details}”` : ''}
        </blockquote>
      )}
      <details open={report.status === 'open'}>
        <summary className="cursor-pointer text-sm font-semibold text-ink-200">
          {t('admin.console.reports.recent')}
        </summary>
        {report.evidence_removed ? (
          <p className="mt-2 text-sm text-ink-300">{t('admin.console.reports.evidenceRemoved')}</p>
        ) : (
          <EvidenceLines lines={report.recent_messages} flaggedId={report.reported_user?.id} />
        )}
      </details>
      {report.status === 'open' ? (
        <ReportActions report={report} />
      ) : (
        <p className="text-sm text-ink-200">
          {t('admin.console.reports.resolution', {
            resolution: report.resolution
              ? t(`admin.console.reports.resolutions.${report.resolution as TReportResolution}`)
              : '',
          })}
          {report.handled_note ? ` · ${report.handled_note}` : ''}
        </p>
      )}
    </Card>
  );
}
